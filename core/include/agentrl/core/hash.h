// FNV-1a (64-bit): a stable, platform-independent hash for names of things (content-addressed
// directories, rule-library versions, submission cache keys, fingerprint k-grams). Not
// cryptographic.
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

namespace agentrl {

class Fnv1a64 {
 public:
  static constexpr uint64_t kOffsetBasis = 14695981039346656037ull;
  static constexpr uint64_t kPrime = 1099511628211ull;

  explicit Fnv1a64(uint64_t basis = kOffsetBasis) : h_(basis) {}
  Fnv1a64& Add(std::string_view bytes) {
    for (unsigned char c : bytes) AddByte(c);
    return *this;
  }
  Fnv1a64& AddByte(unsigned char c) {
    h_ = (h_ ^ c) * kPrime;
    return *this;
  }
  uint64_t value() const { return h_; }
  std::string Hex() const {
    char b[17];
    std::snprintf(b, sizeof(b), "%016llx", static_cast<unsigned long long>(h_));
    return b;
  }

 private:
  uint64_t h_;
};

}  // namespace agentrl
