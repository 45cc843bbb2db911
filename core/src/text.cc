// UTF-8 decoding by the table of well-formed byte sequences (Unicode §3.9, Table 3-7), one
// sequence at a time, for validation, U+FFFD substitution and terminal escaping.
#include "agentrl/core/text.h"

#include <cstdint>
#include <cstdio>

namespace agentrl {
namespace {

// What starts at bytes[i]: a well-formed sequence of `valid` bytes (1-4), or else (valid == 0)
// a maximal ill-formed subpart of `bad` bytes (1-3), `at_end` when it was cut short by the end
// of the input rather than by a wrong byte.
struct Unit {
  int valid = 0;
  int bad = 0;
  bool at_end = false;
};

Unit DecodeAt(std::string_view bytes, size_t i) {
  const auto b0 = static_cast<unsigned char>(bytes[i]);
  if (b0 < 0x80) return {1, 0, false};
  int need = 0;
  unsigned char lo = 0x80, hi = 0xBF;  // range of the second byte; later ones are 80..BF
  if (b0 >= 0xC2 && b0 <= 0xDF) {
    need = 1;
  } else if (b0 == 0xE0) {
    need = 2, lo = 0xA0;  // below: overlong
  } else if (b0 == 0xED) {
    need = 2, hi = 0x9F;  // above: surrogates
  } else if (b0 >= 0xE1 && b0 <= 0xEF) {
    need = 2;
  } else if (b0 == 0xF0) {
    need = 3, lo = 0x90;  // below: overlong
  } else if (b0 >= 0xF1 && b0 <= 0xF3) {
    need = 3;
  } else if (b0 == 0xF4) {
    need = 3, hi = 0x8F;  // above: beyond U+10FFFF
  } else {
    return {0, 1, false};  // 80..C1 (continuation, overlong lead), F5..FF
  }
  for (int k = 1; k <= need; ++k) {
    if (i + static_cast<size_t>(k) >= bytes.size()) return {0, k, true};
    const auto b = static_cast<unsigned char>(bytes[i + static_cast<size_t>(k)]);
    if (b < lo || b > hi) return {0, k, false};
    lo = 0x80, hi = 0xBF;
  }
  return {need + 1, 0, false};
}

// The code point of a well-formed sequence of `n` bytes at `p`.
uint32_t CodePoint(const unsigned char* p, int n) {
  if (n == 1) return p[0];
  uint32_t cp = p[0] & (0x7F >> n);
  for (int k = 1; k < n; ++k) cp = (cp << 6) | (p[k] & 0x3F);
  return cp;
}

bool IsBidiControl(uint32_t cp) {
  return cp == 0x061C || cp == 0x200E || cp == 0x200F || (cp >= 0x202A && cp <= 0x202E) ||
         (cp >= 0x2066 && cp <= 0x2069);
}

// Length of the well-formed prefix of `bytes`.
size_t ValidPrefix(std::string_view bytes) {
  size_t i = 0;
  while (i < bytes.size()) {
    const Unit u = DecodeAt(bytes, i);
    if (u.valid == 0) break;
    i += static_cast<size_t>(u.valid);
  }
  return i;
}

bool IsContinuation(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }

// Where the well-formed multi-byte sequence that `pos` falls inside (not at its first byte)
// starts; npos when there is none.
size_t SequenceStart(std::string_view bytes, size_t pos) {
  for (size_t back = 1; back <= 3 && back <= pos && IsContinuation(bytes[pos - back + 1]); ++back) {
    const size_t lead = pos - back;
    if (IsContinuation(bytes[lead])) continue;
    return static_cast<size_t>(DecodeAt(bytes, lead).valid) > back ? lead : std::string_view::npos;
  }
  return std::string_view::npos;
}

void AppendEscape(std::string* out, const char* format, unsigned value) {
  char buf[16];
  std::snprintf(buf, sizeof buf, format, value);
  *out += buf;
}

}  // namespace

bool IsValidUtf8(std::string_view bytes) { return ValidPrefix(bytes) == bytes.size(); }

Utf8Text ToValidUtf8(std::string_view bytes, bool truncated) {
  Utf8Text out;
  size_t i = ValidPrefix(bytes);
  if (i == bytes.size()) {
    out.text.assign(bytes);
    return out;
  }
  out.text.reserve(bytes.size() + 16);
  out.text.assign(bytes.substr(0, i));
  while (i < bytes.size()) {
    const Unit u = DecodeAt(bytes, i);
    if (u.valid > 0) {
      out.text.append(bytes.substr(i, static_cast<size_t>(u.valid)));
      i += static_cast<size_t>(u.valid);
      continue;
    }
    i += static_cast<size_t>(u.bad);
    if (u.at_end && truncated) break;
    out.text += "\xEF\xBF\xBD";  // U+FFFD
    out.replaced = true;
  }
  return out;
}

std::string EscapeForTerminal(std::string_view bytes) {
  std::string out;
  out.reserve(bytes.size());
  size_t i = 0;
  while (i < bytes.size()) {
    const Unit u = DecodeAt(bytes, i);
    const auto* p = reinterpret_cast<const unsigned char*>(bytes.data() + i);
    if (u.valid == 0) {
      for (int k = 0; k < u.bad; ++k) AppendEscape(&out, "\\x%02x", p[k]);
      i += static_cast<size_t>(u.bad);
      continue;
    }
    const uint32_t cp = CodePoint(p, u.valid);
    if (cp == '\n' || cp == '\t' || (cp >= 0x20 && cp < 0x7F)) {
      out += static_cast<char>(cp);
    } else if (cp == '\r') {
      out += "\\r";
    } else if (cp < 0x20 || cp == 0x7F) {
      AppendEscape(&out, "\\x%02x", cp);
    } else if (cp <= 0x9F || IsBidiControl(cp)) {
      AppendEscape(&out, "\\u%04x", cp);
    } else {
      out.append(bytes.substr(i, static_cast<size_t>(u.valid)));
    }
    i += static_cast<size_t>(u.valid);
  }
  return out;
}

std::string_view Utf8Head(std::string_view bytes, size_t max_bytes) {
  if (bytes.size() <= max_bytes) return bytes;
  const size_t lead = SequenceStart(bytes, max_bytes);
  return bytes.substr(0, lead == std::string_view::npos ? max_bytes : lead);
}

std::string_view Utf8Tail(std::string_view bytes, size_t max_bytes) {
  if (bytes.size() <= max_bytes) return bytes;
  const size_t cut = bytes.size() - max_bytes;
  const size_t lead = SequenceStart(bytes, cut);
  if (lead == std::string_view::npos) return bytes.substr(cut);
  return bytes.substr(lead + static_cast<size_t>(DecodeAt(bytes, lead).valid));
}

std::string Base64Encode(std::string_view bytes) {
  static constexpr char kAlphabet[] =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  size_t i = 0;
  for (; i + 3 <= bytes.size(); i += 3) {
    const uint32_t v = static_cast<uint8_t>(bytes[i]) << 16 |
                       static_cast<uint8_t>(bytes[i + 1]) << 8 | static_cast<uint8_t>(bytes[i + 2]);
    for (int shift : {18, 12, 6, 0}) out += kAlphabet[(v >> shift) & 63];
  }
  if (const size_t rest = bytes.size() - i; rest > 0) {
    uint32_t v = static_cast<uint8_t>(bytes[i]) << 16;
    if (rest == 2) v |= static_cast<uint8_t>(bytes[i + 1]) << 8;
    out += kAlphabet[(v >> 18) & 63];
    out += kAlphabet[(v >> 12) & 63];
    out += rest == 2 ? kAlphabet[(v >> 6) & 63] : '=';
    out += '=';
  }
  return out;
}

std::optional<std::string> Base64Decode(std::string_view text) {
  auto value = [](char c) -> int {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '+' || c == '-') return 62;
    if (c == '/' || c == '_') return 63;
    return -1;
  };
  std::string out;
  out.reserve(text.size() / 4 * 3);
  uint32_t acc = 0;
  int bits = 0, groups = 0;
  for (char c : text) {
    if (c == '=' || c == ' ' || c == '\n' || c == '\r' || c == '\t') continue;
    const int v = value(c);
    if (v < 0) return std::nullopt;
    acc = (acc << 6) | static_cast<uint32_t>(v);
    bits += 6;
    ++groups;
    if (bits >= 8) {
      bits -= 8;
      out += static_cast<char>((acc >> bits) & 0xff);
    }
  }
  if (groups % 4 == 1) return std::nullopt;
  return out;
}

}  // namespace agentrl
