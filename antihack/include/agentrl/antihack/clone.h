// Part of stage 2 (the semantic judge): clone detection of a submission against the task's
// reference (and any upstream sources), robust to renaming and reformatting.
//
// Source is tokenized (Python-like lexing: identifiers, numbers, strings, operators; comments
// and whitespace dropped), identifiers that are not keywords or builtins become "V", literals
// become "N" or "S", and the token stream is fingerprinted with winnowing (Schleimer, Wilkerson
// and Aiken, 2003): hashes of every k-gram, and in every window of w consecutive hashes the
// minimum is kept. Any shared run of at least w + k - 1 tokens is guaranteed to share a
// fingerprint.
#pragma once

#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace agentrl::antihack {

struct Fingerprints {
  std::set<uint64_t> hashes;
  size_t tokens = 0;
};

enum class TokenKind { kName, kNumber, kString, kOp };
struct Token {
  TokenKind kind;
  std::string text;  // strings without their quotes
};
// Python-like lexing: names, numbers, strings (quotes removed), operators; comments and
// whitespace dropped.
std::vector<Token> Lex(std::string_view source);
// The source without its comments (strings, and a '#' inside them, kept as they are).
std::string StripComments(std::string_view source);

std::vector<std::string> NormalizedTokens(std::string_view source);
Fingerprints Winnow(std::string_view source, int k = 8, int w = 4);

// How much of a source's normalized token stream also occurs, k tokens at a time, in what was
// shown: its longest shared run and the tokens any shared k-gram covers.
struct SharedCode {
  size_t longest_run = 0;   // tokens
  size_t covered = 0;       // tokens of the source inside some shared k-gram
  size_t tokens = 0;        // of the source
  size_t shown_tokens = 0;  // of what was shown
};
SharedCode SharedWith(std::string_view source, std::string_view shown, int k = 8);

// |A ∩ B| / |A|: how much of the submission's fingerprints occur in the reference.
double Containment(const Fingerprints& submission, const Fingerprints& reference);

}  // namespace agentrl::antihack
