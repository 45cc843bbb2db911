// Seeding: one root seed per run, derived per component and per worker, and a counter-based
// generator (Philox4x32-10, Salmon et al., SC'11) whose output is a pure function of
// (key, counter). Work item i always draws from the stream keyed by i, never from "the next
// value of a shared generator", so results do not depend on how many threads or workers
// split the work, nor on the order in which they run.
#pragma once

#include <array>
#include <cmath>
#include <cstdint>
#include <string_view>

namespace agentrl {

// Philox4x32 with 10 rounds: the block function. Pure; thread-safe.
std::array<uint32_t, 4> Philox4x32(std::array<uint32_t, 4> counter, std::array<uint32_t, 2> key);

// Seeds derived from a root seed by name and index. Derivation is a hash (SplitMix64 finaliser
// over the parent key and the FNV-1a hash of the name), so the seed of "sim/worker 3" is the
// same whatever else the run derived before it.
class SeedTree {
 public:
  explicit SeedTree(uint64_t root) : key_(root) {}

  uint64_t key() const { return key_; }
  SeedTree Derive(std::string_view component) const;
  SeedTree Derive(uint64_t index) const;

 private:
  uint64_t key_;
};

// A stream of random numbers: block i of stream (key, stream_id) is
// Philox4x32(counter = {i lo, i hi, stream lo, stream hi}, key). Copyable and cheap; one per
// work item. Not thread-safe (each thread owns its streams).
class CounterRng {
 public:
  CounterRng(uint64_t key, uint64_t stream_id = 0) : key_(key), stream_(stream_id) {}

  uint32_t NextU32();
  uint64_t NextU64() { return (uint64_t{NextU32()} << 32) | NextU32(); }
  // Uniform in [0, 1) with 53 random bits.
  double Uniform() { return static_cast<double>(NextU64() >> 11) * 0x1.0p-53; }
  // Uniform in (0, 1]: safe for log().
  double UniformOpenZero() { return 1.0 - Uniform(); }
  double Normal();             // standard normal (Box-Muller; deterministic pairing)
  uint64_t Below(uint64_t n);  // uniform integer in [0, n), unbiased; n > 0

 private:
  uint64_t key_;
  uint64_t stream_;
  uint64_t block_ = 0;
  std::array<uint32_t, 4> buf_{};
  int used_ = 4;
  bool has_spare_normal_ = false;
  double spare_normal_ = 0.0;
};

}  // namespace agentrl
