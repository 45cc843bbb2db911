#include "agentrl/antihack/clone.h"

#include "agentrl/core/hash.h"

#include <algorithm>
#include <cctype>

namespace agentrl::antihack {
namespace {

// Python keywords and common builtins keep their names: they carry structure, not naming.
const std::set<std::string_view> kKept = {
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class",
    "continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global",
    "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return",
    "try", "while", "with", "yield", "len", "range", "enumerate", "zip", "sorted", "reversed",
    "min", "max", "sum", "abs", "int", "str", "float", "list", "dict", "set", "tuple", "print",
    "isinstance", "append", "pop", "get", "items", "keys", "values", "join", "split"};

uint64_t Hash(const std::vector<std::string>& toks, size_t begin, int k) {
  Fnv1a64 h;
  for (size_t i = begin; i < begin + static_cast<size_t>(k); ++i) {
    h.Add(toks[i]).AddByte(0xff);  // 0xff separates tokens
  }
  return h.value();
}

// The string literal opening at s[i] (a quote): where its contents begin and end, and where the
// source goes on after its closing quote(s).
struct StringSpan {
  size_t begin, end, next;
};
StringSpan ScanString(std::string_view s, size_t i) {
  const char q = s[i];
  const bool triple = s.substr(i, 3) == std::string(3, q);
  const std::string end = triple ? std::string(3, q) : std::string(1, q);
  const size_t begin = i + end.size();
  size_t j = begin;
  while (j < s.size() && s.substr(j, end.size()) != end) j += s[j] == '\\' ? 2 : 1;
  return {begin, std::min(j, s.size()), std::min(s.size(), j + end.size())};
}

}  // namespace

std::string StripComments(std::string_view s) {
  std::string out;
  size_t i = 0;
  while (i < s.size()) {
    if (s[i] == '#') {
      while (i < s.size() && s[i] != '\n') ++i;
    } else if (s[i] == '"' || s[i] == '\'') {
      const size_t next = ScanString(s, i).next;
      out.append(s.substr(i, next - i));
      i = next;
    } else {
      out += s[i++];
    }
  }
  return out;
}

std::vector<Token> Lex(std::string_view s) {
  std::vector<Token> out;
  size_t i = 0;
  while (i < s.size()) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    if (std::isspace(c)) {
      ++i;
    } else if (c == '#') {
      while (i < s.size() && s[i] != '\n') ++i;
    } else if (std::isalpha(c) || c == '_') {
      size_t j = i;
      while (j < s.size() && (std::isalnum(static_cast<unsigned char>(s[j])) || s[j] == '_')) ++j;
      out.push_back({TokenKind::kName, std::string(s.substr(i, j - i))});
      i = j;
    } else if (std::isdigit(c)) {
      size_t j = i;
      while (j < s.size() && (std::isalnum(static_cast<unsigned char>(s[j])) || s[j] == '.')) ++j;
      out.push_back({TokenKind::kNumber, std::string(s.substr(i, j - i))});
      i = j;
    } else if (c == '"' || c == '\'') {
      const StringSpan str = ScanString(s, i);
      out.push_back({TokenKind::kString, std::string(s.substr(str.begin, str.end - str.begin))});
      i = str.next;
    } else {
      // Two-character operators as one token; everything else one character.
      static const std::set<std::string_view> two = {"==", "!=", "<=", ">=", "//", "**", "+=",
                                                     "-=", "*=", "/=", "->", "<<", ">>"};
      const size_t len = i + 1 < s.size() && two.count(s.substr(i, 2)) ? 2 : 1;
      out.push_back({TokenKind::kOp, std::string(s.substr(i, len))});
      i += len;
    }
  }
  return out;
}

std::vector<std::string> NormalizedTokens(std::string_view s) {
  std::vector<std::string> out;
  for (const Token& t : Lex(s)) {
    switch (t.kind) {
      case TokenKind::kName:
        out.push_back(kKept.count(t.text) ? t.text : "V");
        break;
      case TokenKind::kNumber:
        out.push_back("N");
        break;
      case TokenKind::kString:
        out.push_back("S");
        break;
      case TokenKind::kOp:
        out.push_back(t.text);
        break;
    }
  }
  return out;
}

Fingerprints Winnow(std::string_view source, int k, int w) {
  const std::vector<std::string> toks = NormalizedTokens(source);
  Fingerprints f;
  f.tokens = toks.size();
  if (toks.size() < static_cast<size_t>(k)) return f;
  std::vector<uint64_t> h;
  for (size_t i = 0; i + static_cast<size_t>(k) <= toks.size(); ++i) h.push_back(Hash(toks, i, k));
  if (h.size() <= static_cast<size_t>(w)) {
    f.hashes.insert(*std::min_element(h.begin(), h.end()));
    return f;
  }
  for (size_t i = 0; i + static_cast<size_t>(w) <= h.size(); ++i) {
    f.hashes.insert(*std::min_element(h.begin() + static_cast<long>(i),
                                      h.begin() + static_cast<long>(i) + w));
  }
  return f;
}

SharedCode SharedWith(std::string_view source, std::string_view shown, int k) {
  const std::vector<std::string> a = NormalizedTokens(source);
  const std::vector<std::string> b = NormalizedTokens(shown);
  SharedCode out;
  if (a.size() < static_cast<size_t>(k) || b.size() < static_cast<size_t>(k)) return out;
  std::set<uint64_t> seen;
  for (size_t i = 0; i + static_cast<size_t>(k) <= b.size(); ++i) seen.insert(Hash(b, i, k));
  std::vector<bool> covered(a.size(), false);
  size_t run = 0;  // consecutive shared k-grams ending here
  for (size_t i = 0; i + static_cast<size_t>(k) <= a.size(); ++i) {
    if (!seen.count(Hash(a, i, k))) {
      run = 0;
      continue;
    }
    ++run;
    out.longest_run = std::max(out.longest_run, run + static_cast<size_t>(k) - 1);
    std::fill(covered.begin() + static_cast<long>(i), covered.begin() + static_cast<long>(i) + k,
              true);
  }
  out.covered = static_cast<size_t>(std::count(covered.begin(), covered.end(), true));
  out.tokens = a.size();
  out.shown_tokens = b.size();
  return out;
}

double Containment(const Fingerprints& a, const Fingerprints& b) {
  if (a.hashes.empty()) return 0.0;
  size_t common = 0;
  for (uint64_t x : a.hashes) common += b.hashes.count(x);
  return static_cast<double>(common) / static_cast<double>(a.hashes.size());
}

}  // namespace agentrl::antihack
