// Helpers shared by the estimator tests. The batches with given lengths (MakeBatchWithLengths)
// and the relative-error measure (RelativeL2) are public, in random_batch.h and estimators.h.
#pragma once

#include <cmath>
#include <span>
#include <vector>

#include "agentrl/core/seed.h"
#include "agentrl/kernels/estimators.h"
#include "agentrl/kernels/random_batch.h"

namespace agentrl::kernels::testing {

// CpuOptions::parallel_pieces that makes every sequence longer than chunk_tokens split, so
// the three-phase path is exercised on small batches.
inline constexpr int64_t kForceSplit = int64_t{1} << 40;

// Every block width of the fast CPU path that this machine runs (CpuOptions::simd_lanes): the
// scalar loop, and the AVX2 and AVX-512 blocks where the CPU has them.
inline std::vector<int> CpuLanes() {
  std::vector<int> lanes = {1};
  for (int w : {8, 16})
    if (w <= CpuSimdLanes()) lanes.push_back(w);
  return lanes;
}

// RelativeL2 of an fp32 result against the fp64 reference.
inline double RelErr(std::span<const float> x, std::span<const double> ref) {
  return RelativeL2(x, ref);
}

// Short sequences of every length 0..70, three times, with independent random masks (half,
// 90% and 15% trainable): every position inside 8- and 16-token blocks and every mask pattern
// such a block can hold, for token-by-token comparisons.
inline PackedBatch ShortSequencesWithRandomMasks(uint64_t seed) {
  PackedBatch b;
  CounterRng rng(seed, 0);
  for (int rep = 0; rep < 3; ++rep) {
    const double p_trainable = rep == 0 ? 0.5 : (rep == 1 ? 0.9 : 0.15);
    for (int64_t len = 0; len <= 70; ++len) {
      std::vector<float> r(len), v(len);
      std::vector<uint8_t> m(len);
      for (int64_t k = 0; k < len; ++k) {
        m[k] = rng.Uniform() < p_trainable ? 1 : 0;
        r[k] = static_cast<float>(rng.Normal());
        v[k] = static_cast<float>(rng.Uniform() * 2 - 1);
      }
      b.Append(r, v, m, rng.Uniform() < 0.5, static_cast<float>(rng.Normal()), len);
    }
  }
  return b;
}

// The first token where |x - ref| > tol·(1 + |ref|), or -1 if none.
inline int64_t FirstTokenOff(std::span<const float> x, std::span<const double> ref,
                             double tol = 1e-5) {
  for (size_t t = 0; t < x.size(); ++t)
    if (!(std::abs(x[t] - ref[t]) <= tol * (1 + std::abs(ref[t])))) return static_cast<int64_t>(t);
  return -1;
}

// Relative L2 errors of `estimate` (adv, ret) against the reference on one 1M-token sequence,
// per case.
struct CaseErrors {
  EstimatorParams params;
  double adv, ret;
};
template <class Estimate>
std::vector<CaseErrors> ErrorsAtOneMillion(uint64_t seed, const std::vector<EstimatorParams>& cases,
                                           Estimate&& estimate) {
  const PackedBatch b = MakeBatchWithLengths({1 << 20}, seed, 1);
  std::vector<double> ra(b.num_tokens()), rr(b.num_tokens());
  std::vector<float> fa(b.num_tokens()), fr(b.num_tokens());
  std::vector<CaseErrors> out;
  for (const EstimatorParams& p : cases) {
    ReferenceEstimate(b.view(), p, ra, rr);
    estimate(b.view(), p, std::span<float>(fa), std::span<float>(fr));
    out.push_back({p, RelErr(fa, ra), RelErr(fr, rr)});
  }
  return out;
}

// Undiscounted (γ = λ = 1: nothing decays, so every fp32 rounding error would accumulate), for
// gae and returns in both mask modes.
template <class Estimate>
std::vector<CaseErrors> UndiscountedErrorsAtOneMillion(uint64_t seed, Estimate&& estimate) {
  std::vector<EstimatorParams> cases;
  for (MaskMode mode : {MaskMode::kCarry, MaskMode::kZero})
    for (Estimator e : {Estimator::kGae, Estimator::kReturns})
      cases.push_back({.estimator = e, .mask_mode = mode, .gamma = 1.0, .lam = 1.0});
  return ErrorsAtOneMillion(seed, cases, estimate);
}

// gae_adaptive with α = 0.02, γ = 1, so λ = 1 − 1/(α·l) ≈ 1 − 4.8e-5, in both mask modes.
template <class Estimate>
std::vector<CaseErrors> AdaptiveLambdaErrorsAtOneMillion(uint64_t seed, Estimate&& estimate) {
  std::vector<EstimatorParams> cases;
  for (MaskMode mode : {MaskMode::kCarry, MaskMode::kZero})
    cases.push_back(
        {.estimator = Estimator::kGaeAdaptive, .mask_mode = mode, .gamma = 1.0, .alpha = 0.02});
  return ErrorsAtOneMillion(seed, cases, estimate);
}

}  // namespace agentrl::kernels::testing
