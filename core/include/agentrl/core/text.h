// Bytes a program wrote, made safe for the two places that cannot take arbitrary bytes.
//
// A sandboxed program writes bytes, not text: its stdout and stderr, the paths it opens, the
// argv it execs and the JUnit report it writes may hold any byte at all. Two kinds of reader
// cannot take that:
//  - JSON and the trajectory store need well-formed UTF-8 (nlohmann::json::dump throws on
//    anything else, and SQLite's TEXT is read back as UTF-8 by every other tool): ToValidUtf8.
//  - A terminal obeys control bytes: ESC starts sequences that clear the screen, move the
//    cursor, retitle the window or write the clipboard (OSC 52), CR overwrites a line, BS
//    erases, BEL rings: EscapeForTerminal, so that output cannot drive the reader's terminal.
//
// Why ToValidUtf8 replaces invalid bytes with U+FFFD instead of escaping them reversibly:
//  - Valid text stays byte-identical, so the rules that match output, the judge and a human
//    reader all see what the program printed. A reversible escape inside a JSON string needs
//    either an escape character that valid text must then escape too (every backslash of every
//    traceback doubled) or lone surrogates (Python's surrogateescape), which strict JSON and
//    UTF-8 readers reject.
//  - Nothing is decided on the exact invalid bytes: the grade comes from the JUnit report and
//    the exit status, and the byte counts (ExecOutcome::stdout_bytes) are kept separately and
//    exactly. What is lost is only which invalid bytes they were, and a `..._utf8_replaced`
//    flag next to the field says that something was.
//  - It is the Unicode Standard's recommended practice (§3.9, "U+FFFD Substitution of Maximal
//    Subparts"), as in Python's errors="replace" and the WHATWG decoder, so a reader that
//    decodes the same bytes elsewhere gets the same text.
// A terminal, by contrast, gets the invalid bytes shown as \xNN: there nothing is parsed back,
// and seeing the bytes helps the reader.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace agentrl {

// Whether `bytes` is well-formed UTF-8 (RFC 3629): no overlong forms, no surrogates
// (U+D800-DFFF), nothing above U+10FFFF, no sequence cut short.
bool IsValidUtf8(std::string_view bytes);

struct Utf8Text {
  std::string text;       // well-formed UTF-8
  bool replaced = false;  // some byte of the input was not, and was replaced
};

// `bytes` as well-formed UTF-8: every well-formed sequence is kept as it is (NUL and other
// control characters included: they are valid UTF-8, and JSON escapes them), and each maximal
// ill-formed subpart (a stray continuation byte, an overlong or surrogate lead, a sequence cut
// short by a wrong byte) becomes one U+FFFD. `truncated` says that `bytes` is the first part of
// a longer output cut at a byte cap (ExecOutcome::stdout_text when stdout_bytes is larger):
// then a sequence cut short by the very end is the cap's doing, not the program's, and is
// dropped without setting `replaced`. Linear time.
Utf8Text ToValidUtf8(std::string_view bytes, bool truncated = false);

// The one way a JSON writer stores a string that came from a program: object[key] =
// ToValidUtf8(bytes).text and, only when that replaced something, object[key +
// "_utf8_replaced"] = true. Returns whether it did. `Json` is nlohmann::json (a template, so
// that core does not depend on it).
template <class Json>
bool PutUtf8(Json& object, const std::string& key, std::string_view bytes) {
  Utf8Text t = ToValidUtf8(bytes);
  object[key] = std::move(t.text);
  if (t.replaced) object[key + "_utf8_replaced"] = true;
  return t.replaced;
}

// `bytes` for display on a terminal: valid UTF-8 (so also safe for JSON) in which nothing but
// printable text, '\n' and '\t' is left as it was. CR is shown as \r; every other C0 control
// (NUL, BEL, BS, ESC, ...) and DEL as \xNN; C1 controls (U+0080-009F, which some terminals
// obey as CSI, OSC, ...) and the bidirectional formatting controls (U+061C, U+200E/F,
// U+202A-202E, U+2066-2069, which can make shown text read other than it is) as \uNNNN; each
// byte of an ill-formed sequence as \xNN. For showing only: a literal backslash is left as it
// is, so the escaping is not reversible.
std::string EscapeForTerminal(std::string_view bytes);

// The longest prefix of `bytes` of at most `max_bytes` that does not end inside a well-formed
// multi-byte sequence (so at most 3 bytes shorter than max_bytes). For cutting text to a size.
std::string_view Utf8Head(std::string_view bytes, size_t max_bytes);
// The same for the end: the longest suffix of at most `max_bytes` that does not start inside one.
std::string_view Utf8Tail(std::string_view bytes, size_t max_bytes);

// Base64 (RFC 4648), standard alphabet with padding.
std::string Base64Encode(std::string_view bytes);
// Decodes either alphabet (standard or URL-safe); padding and ASCII whitespace are skipped.
// nullopt when another character appears, or the length leaves a lone 6-bit group.
std::optional<std::string> Base64Decode(std::string_view text);

}  // namespace agentrl
