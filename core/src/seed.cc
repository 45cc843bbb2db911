// Philox constants and round structure follow the Random123 reference description; the
// known-answer vectors in tests/core/seed_test.cc pin the implementation.
#include "agentrl/core/seed.h"

#include <numbers>

namespace agentrl {
namespace {

constexpr uint32_t kPhiloxM0 = 0xD2511F53u;
constexpr uint32_t kPhiloxM1 = 0xCD9E8D57u;
constexpr uint32_t kPhiloxW0 = 0x9E3779B9u;  // golden ratio
constexpr uint32_t kPhiloxW1 = 0xBB67AE85u;  // sqrt(3) - 1

uint64_t SplitMix64(uint64_t z) {
  z += 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

uint64_t Fnv1a(std::string_view s) {
  uint64_t h = 0xCBF29CE484222325ull;
  for (unsigned char c : s) {
    h ^= c;
    h *= 0x100000001B3ull;
  }
  return h;
}

}  // namespace

std::array<uint32_t, 4> Philox4x32(std::array<uint32_t, 4> ctr, std::array<uint32_t, 2> key) {
  for (int round = 0; round < 10; ++round) {
    const uint64_t p0 = uint64_t{kPhiloxM0} * ctr[0];
    const uint64_t p1 = uint64_t{kPhiloxM1} * ctr[2];
    const uint32_t hi0 = static_cast<uint32_t>(p0 >> 32), lo0 = static_cast<uint32_t>(p0);
    const uint32_t hi1 = static_cast<uint32_t>(p1 >> 32), lo1 = static_cast<uint32_t>(p1);
    ctr = {hi1 ^ ctr[1] ^ key[0], lo1, hi0 ^ ctr[3] ^ key[1], lo0};
    key[0] += kPhiloxW0;
    key[1] += kPhiloxW1;
  }
  return ctr;
}

SeedTree SeedTree::Derive(std::string_view component) const {
  return SeedTree(SplitMix64(key_ ^ SplitMix64(Fnv1a(component))));
}

SeedTree SeedTree::Derive(uint64_t index) const {
  return SeedTree(SplitMix64(SplitMix64(key_) + index));
}

uint32_t CounterRng::NextU32() {
  if (used_ == 4) {
    buf_ = Philox4x32({static_cast<uint32_t>(block_), static_cast<uint32_t>(block_ >> 32),
                       static_cast<uint32_t>(stream_), static_cast<uint32_t>(stream_ >> 32)},
                      {static_cast<uint32_t>(key_), static_cast<uint32_t>(key_ >> 32)});
    ++block_;
    used_ = 0;
  }
  return buf_[used_++];
}

double CounterRng::Normal() {
  if (has_spare_normal_) {
    has_spare_normal_ = false;
    return spare_normal_;
  }
  const double r = std::sqrt(-2.0 * std::log(UniformOpenZero()));
  const double theta = 2.0 * std::numbers::pi * Uniform();
  spare_normal_ = r * std::sin(theta);
  has_spare_normal_ = true;
  return r * std::cos(theta);
}

uint64_t CounterRng::Below(uint64_t n) {
  // Lemire-style rejection on the top bits: unbiased for every n.
  const uint64_t limit = UINT64_MAX - (UINT64_MAX % n);
  uint64_t x;
  do {
    x = NextU64();
  } while (x >= limit);
  return x % n;
}

}  // namespace agentrl
