// A small deterministic mutation fuzzer for the project's text inputs (TOML, JSON Lines, XML).
// Input i of a target is a committed seed with one to four stacked mutations, drawn from its
// own counter-based Philox stream (core/seed.h): the same (root seed, target, i) always gives
// the same bytes, whatever ran before it, so a failure is reproduced by its index alone.
//
// The mutations are the classic byte-level ones (bit flips, interesting bytes, insertions,
// deletions, duplicated ranges, splices between seeds, duplicated, deleted and swapped lines,
// truncation) plus ones that know a little of the syntax: a value replaced by one of another
// type (TOML and JSON type confusion, XML attributes), dictionary tokens (section headers,
// keys, entities, DOCTYPEs), valid and invalid UTF-8, huge and edge-case numbers, NULs, deep
// nesting (balanced or not) and very long runs. Header-only: the test is its only user.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "agentrl/core/seed.h"

namespace agentrl::fuzz {

enum class Syntax { kToml, kJsonl, kXml };

class InputMutator {
 public:
  // `seeds` must not be empty; `dictionary` adds target-specific tokens (e.g. schema keys).
  InputMutator(std::vector<std::string> seeds, Syntax syntax, std::vector<std::string> dictionary,
               uint64_t key)
      : seeds_(std::move(seeds)), syntax_(syntax), dict_(std::move(dictionary)), key_(key) {
    for (std::string& t : CommonTokens()) dict_.push_back(std::move(t));
    for (const char* t : SyntaxTokens()) dict_.emplace_back(t);
    for (const char* v : SyntaxValues()) values_.emplace_back(v);
    for (const char* v : CommonValues()) values_.emplace_back(v);
  }

  // Inputs never grow beyond this (a mutation that would is cut short).
  static constexpr size_t kMaxInputBytes = 256 << 10;

  // The i-th input: a seed with 1-4 stacked mutations (one, half of the time).
  std::string Input(uint64_t i) const {
    CounterRng rng(key_, i);
    std::string s = seeds_[rng.Below(seeds_.size())];
    const int n = rng.Below(2) == 0 ? 1 : 2 + static_cast<int>(rng.Below(3));  // half: just one
    for (int k = 0; k < n; ++k) {
      Mutate(rng, &s);
      if (s.size() > kMaxInputBytes) s.resize(kMaxInputBytes);
    }
    return s;
  }

  const std::vector<std::string>& seeds() const { return seeds_; }

 private:
  // Tokens every format should survive: encodings, control bytes, numbers at the edges.
  static std::vector<std::string> CommonTokens() {
    return {"\n",
            "\r\n",
            "\r",
            "\t",
            " ",
            std::string(1, '\0'),
            "\x7f",
            "\x1b[2J",
            "\xEF\xBB\xBF",      // byte-order mark
            "\xC0\xAF",          // overlong '/'
            "\xED\xA0\x80",      // UTF-16 surrogate encoded in UTF-8
            "\xF4\x90\x80\x80",  // beyond U+10FFFF
            "\xE2\x80\xAE",      // right-to-left override (valid)
            "\xF0\x9F\x98\x80",  // valid 4-byte
            "\xFF\xFE",
            "\x80",
            "\xC3",
            "\xE2\x82"};
  }
  static std::vector<const char*> CommonValues() {
    return {"0",
            "-0",
            "1",
            "-1",
            "1.5",
            "-0.0",
            "1e308",
            "1e309",
            "-1e309",
            "1e-400",
            "3.4028235e38",
            "3.4028236e38",
            "-3.5e38",
            "1.4e-45",
            "9223372036854775807",
            "9223372036854775808",
            "-9223372036854775808",
            "-9223372036854775809",
            "18446744073709551615",
            "18446744073709551616",
            "123456789012345678901234567890",
            "0.1e99999",
            "2147483648",
            "4294967296",
            "1000000",
            "1000001",
            "65536"};
  }
  std::vector<const char*> SyntaxTokens() const {
    switch (syntax_) {
      case Syntax::kToml:
        return {"[",
                "]",
                "[[",
                "]]",
                "=",
                " = ",
                "\"",
                "'",
                "\"\"\"",
                "'''",
                "#",
                ".",
                ",",
                "{",
                "}",
                "\\",
                "\\u0000",
                "\\U0010FFFF",
                "\\ud800",
                "\\x41",
                "[run]",
                "[[run]]",
                "[train]",
                "[loop]",
                "[sim]",
                "[advantages]",
                "[a.b.c]",
                "[run.name]",
                "a.b.c = 1\n",
                "\"quoted key\" = 1\n",
                "run = 1\n",
                "name = \"x\"\n",
                "id = \"dup\"\n",
                "\nid = \"dup\"\n",
                "test = \"\"\n",
                "inf",
                "nan",
                "+inf",
                "-nan",
                "0x",
                "0b101",
                "0o777",
                "1_000",
                "_1",
                "1979-05-27T07:32:00Z",
                "07:32:00",
                "1979-05-27"};
      case Syntax::kJsonl:
        return {"{",
                "}",
                "[",
                "]",
                ":",
                ",",
                "\"",
                "\\",
                "\\u0000",
                "\\ud800",
                "\\udc00",
                "\\ud83d\\ude00",
                "\\u001b",
                "\\\"",
                "null",
                "true",
                "false",
                "NaN",
                "Infinity",
                "\"rewards\":",
                "\"values\":",
                "\"mask\":",
                "\"group\":",
                "\"terminated\":",
                "\"bootstrap_value\":",
                "\"steps\":",
                "\"passed\":",
                "\"end\":",
                "\"type\":",
                "\"cmd\":",
                "\"output\":",
                "\"path\":",
                "\"content\":",
                "\"text\":",
                "\"shell\"",
                "\"read\"",
                "\"write\"",
                "\"message\"",
                "/*",
                "*/",
                "//"};
      case Syntax::kXml:
        return {"<",
                ">",
                "/>",
                "</",
                "&",
                ";",
                "\"",
                "'",
                "=",
                "<testsuites>",
                "</testsuites>",
                "<testsuite tests=\"2\">",
                "</testsuite>",
                "<testcase name=\"t\" classname=\"c\"/>",
                "<testcase name=\"t\">",
                "</testcase>",
                "<failure message=\"m\"/>",
                "<error/>",
                "<skipped/>",
                "<testcase status=\"notrun\"/>",
                "<testcase result=\"skipped\"/>",
                "<![CDATA[",
                "]]>",
                "<!--",
                "-->",
                "<?pi x?>",
                "&amp;",
                "&lt;",
                "&#0;",
                "&#x0;",
                "&#x110000;",
                "&#xD800;",
                "&#65;",
                "&undefined;",
                "&a;",
                "xmlns:x=\"urn:x\"",
                "<x:testsuite>",
                "<?xml version=\"1.0\" encoding=\"UTF-16\"?>",
                "<?xml version=\"1.0\" encoding=\"bogus\"?>",
                "<?xml version=\"2.0\"?>",
                "<!DOCTYPE testsuites>",
                "<!DOCTYPE t [<!ENTITY a \"&a;\">]>",
                "<!DOCTYPE t [<!ENTITY e SYSTEM \"file:///etc/passwd\">]>",
                "<!DOCTYPE t [<!ENTITY % p SYSTEM \"http://127.0.0.1/x\"> %p;]>",
                "<!DOCTYPE t [<!ENTITY a \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\"><!ENTITY b "
                "\"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\"><!ENTITY c "
                "\"&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;\"><!ENTITY d "
                "\"&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;\">]>"};
    }
    return {};
  }
  // Values of every type, for type confusion: what a key or attribute is set to.
  std::vector<const char*> SyntaxValues() const {
    switch (syntax_) {
      case Syntax::kToml:
        return {"\"\"",
                "\"x\"",
                "''",
                "\"grpo\"",
                "\"carry\"",
                "\"python\"",
                "\"hard\"",
                "\"\\u0000\"",
                "\"\\u007f\"",
                "\"\\u001b[31m\"",
                "\"a\\nb\"",
                "true",
                "false",
                "inf",
                "-inf",
                "nan",
                "0x7fffffffffffffff",
                "0b1",
                "0o17",
                "1_000",
                "[]",
                "[1]",
                "[1, 2.5]",
                "[\"grpo\", \"gae\"]",
                "[\"x\"]",
                "[[1]]",
                "[1, \"a\"]",
                "{}",
                "{a = 1}",
                "{ name = \"x\" }",
                "1979-05-27",
                "1979-05-27T07:32:00Z",
                "07:32:00",
                "1979-05-27T07:32:00.999999-07:00"};
      case Syntax::kJsonl:
        return {"\"\"",  "\"x\"",   "\"\\u0000\"", "\"\\ud800\"", "\"\\u001b[31m\"",
                "null",  "true",    "false",       "[]",          "{}",
                "[1]",   "[0,1]",   "[true]",      "[null]",      "[\"a\"]",
                "[[1]]", "[1e400]", "{\"a\":[]}",  "0.5",         "-1e-50",
                "1E+2",  "01",      "1.",          ".5",          "+1",
                "0x10"};
      case Syntax::kXml:
        return {"\"\"",
                "\"x\"",
                "\"&amp;\"",
                "\"&#0;\"",
                "\"&#x110000;\"",
                "\"&undefined;\"",
                "\"notrun\"",
                "\"skipped\"",
                "\"-5\"",
                "\"99999999999999999999999\"",
                "\"9223372036854775807\"",
                "\"-9223372036854775808\"",
                "\"1e9\"",
                "\"<\"",
                "'single'",
                "noquotes"};
    }
    return {};
  }

  size_t Pos(CounterRng& rng, const std::string& s) const { return rng.Below(s.size() + 1); }

  void Mutate(CounterRng& rng, std::string* s) const {
    switch (rng.Below(17)) {
      case 0:  // flip one bit
        if (!s->empty()) (*s)[rng.Below(s->size())] ^= static_cast<char>(1u << rng.Below(8));
        return;
      case 1: {  // set a byte to an interesting one
        static constexpr char kBytes[] = {'\0', '\n', '\r', '"', '\'',   '\\',   '[',   ']', '{',
                                          '}',  '<',  '>',  '&', '=',    ',',    ':',   '#', ' ',
                                          '-',  '.',  'e',  '9', '\x7f', '\x80', '\xff'};
        if (!s->empty()) (*s)[rng.Below(s->size())] = kBytes[rng.Below(sizeof kBytes)];
        return;
      }
      case 2: {  // insert random bytes
        std::string bytes(1 + rng.Below(8), '\0');
        for (char& c : bytes) c = static_cast<char>(rng.Below(256));
        s->insert(Pos(rng, *s), bytes);
        return;
      }
      case 3: {  // erase a range
        if (s->empty()) return;
        const size_t at = rng.Below(s->size());
        s->erase(at, 1 + rng.Below(std::min<size_t>(s->size() - at, 64)));
        return;
      }
      case 4: {  // duplicate a range
        if (s->empty()) return;
        const size_t at = rng.Below(s->size());
        const std::string piece = s->substr(at, 1 + rng.Below(64));
        s->insert(Pos(rng, *s), piece);
        return;
      }
      case 5: {  // splice: a prefix of this input, a suffix of another seed
        const std::string& other = seeds_[rng.Below(seeds_.size())];
        const size_t cut = Pos(rng, *s);
        s->resize(cut);
        s->append(other, rng.Below(other.size() + 1));
        return;
      }
      case 6:
        return LineEdit(rng, s);
      case 7:  // truncate
        s->resize(Pos(rng, *s));
        return;
      case 8:
      case 9:  // insert a dictionary token
        s->insert(Pos(rng, *s), Token(rng));
        return;
      case 10:
      case 11:
        return ReplaceValue(rng, s);
      case 12:  // insert a random code point: valid UTF-8, or a broken sequence
        s->insert(Pos(rng, *s), RandomUtf8(rng));
        return;
      case 13:
        return ReplaceNumber(rng, s);
      case 14:
        return DeepNesting(rng, s);
      case 15: {  // a very long run of one token
        static constexpr const char* kRuns[] = {"a", "9", " ", "\\", "\"", ",", "\n", "x"};
        const size_t n = size_t{1} << (8 + rng.Below(8));  // 256 .. 32 Ki repeats
        std::string run;
        const std::string unit = rng.Below(3) == 0 ? Token(rng) : kRuns[rng.Below(8)];
        for (size_t k = 0; k < n && run.size() < kMaxInputBytes / 2; ++k) run += unit;
        s->insert(Pos(rng, *s), run);
        return;
      }
      default: {  // NULs
        s->insert(Pos(rng, *s), std::string(1 + rng.Below(3), '\0'));
        return;
      }
    }
  }

  std::string Token(CounterRng& rng) const {
    if (rng.Below(2) == 0) return dict_[rng.Below(dict_.size())];
    return values_[rng.Below(values_.size())];
  }

  // Line-level edits: duplicate, delete or swap lines, or cut a line in two.
  static void LineEdit(CounterRng& rng, std::string* s) {
    std::vector<std::string> lines;
    size_t start = 0;
    for (size_t nl; (nl = s->find('\n', start)) != std::string::npos; start = nl + 1)
      lines.push_back(s->substr(start, nl - start + 1));
    if (start < s->size()) lines.push_back(s->substr(start));
    if (lines.empty()) return;
    const size_t a = rng.Below(lines.size()), b = rng.Below(lines.size());
    switch (rng.Below(4)) {
      case 0: {  // duplicate a line a few times, or up to 2000 times (within the size cap)
        const uint64_t room = kMaxInputBytes / (lines[a].size() + 1);
        const uint64_t copies =
            std::min<uint64_t>(1 + rng.Below(rng.Below(8) == 0 ? 2000 : 3), room);
        lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(a), copies, lines[a]);
        break;
      }
      case 1:
        lines.erase(lines.begin() + static_cast<std::ptrdiff_t>(a));
        break;
      case 2:
        std::swap(lines[a], lines[b]);
        break;
      default:
        lines[a].resize(rng.Below(lines[a].size() + 1));
        break;
    }
    s->clear();
    for (const std::string& l : lines) *s += l;
  }

  // Type confusion: the value after a '=' (TOML), ':' (JSON) or '=' in a tag (XML) becomes a
  // value of another type.
  void ReplaceValue(CounterRng& rng, std::string* s) const {
    ReplaceValueWith(rng, s, values_[rng.Below(values_.size())]);
  }
  void ReplaceValueWith(CounterRng& rng, std::string* s, const std::string& value) const {
    const char sep = syntax_ == Syntax::kJsonl ? ':' : '=';
    std::vector<size_t> at;
    for (size_t p = s->find(sep); p != std::string::npos; p = s->find(sep, p + 1)) at.push_back(p);
    if (at.empty()) return;
    size_t begin = at[rng.Below(at.size())] + 1;
    while (begin < s->size() && (*s)[begin] == ' ') ++begin;
    s->replace(begin, ValueEnd(*s, begin) - begin, value);
  }

  // Where the value starting at `begin` ends: past its matching bracket when it is an array or
  // table (strings skipped crudely), else at the next separator.
  size_t ValueEnd(const std::string& s, size_t begin) const {
    if (begin < s.size() && syntax_ != Syntax::kXml && (s[begin] == '[' || s[begin] == '{')) {
      int depth = 0;
      bool in_string = false;
      for (size_t p = begin; p < s.size(); ++p) {
        const char c = s[p];
        if (in_string) {
          if (c == '\\')
            ++p;
          else if (c == '"')
            in_string = false;
        } else if (c == '"') {
          in_string = true;
        } else if (c == '[' || c == '{') {
          ++depth;
        } else if ((c == ']' || c == '}') && --depth == 0) {
          return p + 1;
        }
      }
      return s.size();
    }
    const std::string_view stops = syntax_ == Syntax::kToml    ? "\n#"
                                   : syntax_ == Syntax::kJsonl ? ",}\n"
                                                               : " />\n";
    const size_t end = s.find_first_of(stops, begin + 1);
    return end == std::string::npos ? s.size() : end;
  }

  // A run of digits becomes an edge-case number.
  void ReplaceNumber(CounterRng& rng, std::string* s) const {
    std::vector<size_t> digits;
    for (size_t p = 0; p < s->size(); ++p)
      if ((*s)[p] >= '0' && (*s)[p] <= '9' && (p == 0 || (*s)[p - 1] < '0' || (*s)[p - 1] > '9'))
        digits.push_back(p);
    if (digits.empty()) return;
    const size_t begin = digits[rng.Below(digits.size())];
    size_t end = begin;
    while (end < s->size() && (((*s)[end] >= '0' && (*s)[end] <= '9') || (*s)[end] == '.' ||
                               (*s)[end] == 'e' || (*s)[end] == 'E' || (*s)[end] == '-'))
      ++end;
    const std::vector<const char*> numbers = CommonValues();
    s->replace(begin, end - begin, numbers[rng.Below(numbers.size())]);
  }

  // Nesting far past what any real input has (and past parser limits), closed or not.
  void DeepNesting(CounterRng& rng, std::string* s) const {
    static constexpr size_t kDepths[] = {65, 257, 1000, 10000, 100000};
    const size_t depth = kDepths[rng.Below(5)];
    std::string open, close;
    switch (syntax_) {
      case Syntax::kToml:
        open = rng.Below(2) ? "[" : "{a=", close = open == "[" ? "]" : "}";
        break;
      case Syntax::kJsonl:
        open = rng.Below(2) ? "[" : "{\"a\":", close = open == "[" ? "]" : "}";
        break;
      case Syntax::kXml:
        open = "<a>", close = "</a>";
        break;
    }
    const bool balanced = rng.Below(2) == 0;
    std::string nest;
    for (size_t k = 0; k < depth; ++k) nest += open;
    if (balanced) {
      nest += syntax_ == Syntax::kXml ? "x" : "1";
      for (size_t k = 0; k < depth; ++k) nest += close;
    }
    // As a value (replacing one), or as the first item of an array, so that a parser gets past
    // the keys and a document can stay valid; XML: after a tag.
    if (syntax_ == Syntax::kXml) {
      size_t at = s->find('>', Pos(rng, *s));
      s->insert(at == std::string::npos ? s->size() : at + 1, nest);
    } else if (rng.Below(2) == 0) {
      ReplaceValueWith(rng, s, nest);
    } else {
      const size_t at = s->find('[', Pos(rng, *s));
      s->insert(at == std::string::npos ? Pos(rng, *s) : at + 1, nest + ",");
    }
  }

  static std::string RandomUtf8(CounterRng& rng) {
    uint32_t cp = 0;
    switch (rng.Below(5)) {
      case 0:
        cp = 0x80 + static_cast<uint32_t>(rng.Below(0x780));
        break;
      case 1:
        cp = 0x800 + static_cast<uint32_t>(rng.Below(0xF800));  // includes surrogates
        break;
      case 2:
        cp = 0x10000 + static_cast<uint32_t>(rng.Below(0x100000));
        break;
      case 3: {  // a broken sequence: a lead byte without its continuation, or a lone one
        std::string b(1, static_cast<char>(0x80 + rng.Below(0x80)));
        if (rng.Below(2)) b += static_cast<char>(rng.Below(0x80));
        return b;
      }
      default:
        cp = static_cast<uint32_t>(rng.Below(0x20));  // a control character
        return std::string(1, static_cast<char>(cp));
    }
    std::string out;
    if (cp < 0x800) {
      out += static_cast<char>(0xC0 | (cp >> 6));
    } else if (cp < 0x10000) {
      out += static_cast<char>(0xE0 | (cp >> 12));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    } else {
      out += static_cast<char>(0xF0 | (cp >> 18));
      out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    }
    out += static_cast<char>(0x80 | (cp & 0x3F));
    return out;
  }

  std::vector<std::string> seeds_;
  Syntax syntax_;
  std::vector<std::string> dict_;
  std::vector<std::string> values_;
  uint64_t key_;
};

}  // namespace agentrl::fuzz
