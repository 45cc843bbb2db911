// Randomized ragged batches: the fast CPU path against the fp64 reference under the numerical
// contract (relative L2 ≤ 1e-5 up to 128k tokens, ≤ 1e-4 at 1M with γ = λ = 1), bitwise
// independence from the thread count, and no NaN/Inf anywhere.
#include <gtest/gtest.h>

#include <cmath>

#include "agentrl/kernels/estimators.h"
#include "estimator_test_util.h"

namespace agentrl::kernels {
namespace {

using testing::kForceSplit;

using testing::RelErr;

// Lengths 0, 1, 2^k ± 1 and a lognormal spread, shuffled into one batch.
std::vector<int64_t> AwkwardLengths(uint64_t seed, int64_t max_len) {
  std::vector<int64_t> lengths = {0, 1, 0, 2, 1};
  for (int64_t p = 2; p <= max_len; p *= 2) {
    for (int64_t d : {-1, 0, 1})
      if (p + d <= max_len) lengths.push_back(p + d);
  }
  CounterRng rng(seed, 999);
  for (int i = 0; i < 40; ++i) {
    lengths.push_back(
        std::min<int64_t>(max_len, static_cast<int64_t>(200 * std::exp(1.2 * rng.Normal()))));
  }
  for (size_t i = lengths.size(); i > 1; --i) std::swap(lengths[i - 1], lengths[rng.Below(i)]);
  return lengths;
}

struct Case {
  Estimator estimator;
  MaskMode mode;
  bool critic;
  bool whiten;
};

std::vector<Case> AllCases() {
  std::vector<Case> cases;
  for (const auto& name : EstimatorNames()) {
    const Estimator e = *ParseEstimator(name);
    for (MaskMode mode : {MaskMode::kCarry, MaskMode::kZero}) {
      if (!IsScanEstimator(e)) {
        if (mode == MaskMode::kCarry) cases.push_back({e, mode, false, false});
        continue;
      }
      for (bool critic : {false, true}) {
        for (bool whiten : {false, true}) {
          if (critic && e == Estimator::kReturns) continue;
          cases.push_back({e, mode, critic, whiten});
        }
      }
    }
  }
  return cases;
}

// γ = 0.995, λ = 0.95 by default; `undiscounted`: γ = λ = 1 (λ_critic = 1 either way), where
// split pieces are summarised by sums and written once instead of fixed up.
EstimatorParams ParamsFor(const Case& c, bool undiscounted = false) {
  EstimatorParams p{.estimator = c.estimator,
                    .mask_mode = c.mode,
                    .gamma = undiscounted ? 1.0 : 0.995,
                    .lam = undiscounted ? 1.0 : 0.95,
                    .alpha = 0.02,
                    .whiten = c.whiten};
  if (c.critic) p.lam_critic = 1.0;
  return p;
}

std::string Describe(const Case& c) {
  return std::string(EstimatorName(c.estimator)) + "/" + std::string(MaskModeName(c.mode)) +
         (c.critic ? "/critic" : "") + (c.whiten ? "/whiten" : "");
}

void ExpectFinite(std::span<const float> xs, const std::string& what) {
  for (size_t i = 0; i < xs.size(); ++i) ASSERT_TRUE(std::isfinite(xs[i])) << what << " at " << i;
}

TEST(EstimatorsRandom, FastPathMatchesReferenceUpTo128k) {
  const PackedBatch b = MakeBatchWithLengths(AwkwardLengths(11, 1 << 17), 11);
  ASSERT_TRUE(b.Validate().ok());
  std::vector<double> ra(b.num_tokens()), rr(b.num_tokens());
  std::vector<float> fa(b.num_tokens()), fr(b.num_tokens());
  for (const Case& c : AllCases()) {
    for (bool undiscounted : {false, true}) {
      const EstimatorParams p = ParamsFor(c, undiscounted);
      ReferenceEstimate(b.view(), p, ra, rr);
      for (int lanes : testing::CpuLanes()) {
        for (int64_t chunk : {int64_t{777}, int64_t{1} << 15}) {
          CpuEstimate(b.view(), p, fa, fr,
                      {.threads = 2,
                       .chunk_tokens = chunk,
                       .parallel_pieces = chunk == 777 ? kForceSplit : 16,
                       .simd_lanes = lanes});
          const std::string what = Describe(c) + (undiscounted ? " gamma = lam = 1" : "") +
                                   " chunk " + std::to_string(chunk) + " lanes " +
                                   std::to_string(lanes);
          ExpectFinite(fa, what + " adv");
          ExpectFinite(fr, what + " ret");
          EXPECT_LE(RelErr(fa, ra), 1e-5) << what;
          EXPECT_LE(RelErr(fr, rr), 1e-5) << what;
        }
      }
    }
  }
}

// Token by token, on short sequences of every length 0..70 with independent random masks:
// every position within the fast path's 8-token blocks, every mask pattern a block can hold,
// and blocks straddling sequence and work-item boundaries. A lane-level mistake shows here
// even where a batch-wide relative L2 would average it away.
TEST(EstimatorsRandom, FastPathMatchesReferenceTokenByToken) {
  const PackedBatch b = testing::ShortSequencesWithRandomMasks(21);
  ASSERT_TRUE(b.Validate().ok());
  struct Coefficients {
    double gamma, lam, lam_critic;
  };
  std::vector<double> ra(b.num_tokens()), rr(b.num_tokens());
  std::vector<float> fa(b.num_tokens()), fr(b.num_tokens());
  for (Estimator e : {Estimator::kGae, Estimator::kGaeAdaptive, Estimator::kReturns}) {
    for (MaskMode mode : {MaskMode::kCarry, MaskMode::kZero}) {
      for (const Coefficients& k : {Coefficients{0.995, 0.95, 1.0}, Coefficients{1.0, 1.0, 0.5},
                                    Coefficients{0.9, 0.0, 0.7}}) {
        for (bool critic : {false, true}) {
          if (critic && e == Estimator::kReturns) continue;
          EstimatorParams p{
              .estimator = e, .mask_mode = mode, .gamma = k.gamma, .lam = k.lam, .alpha = 0.3};
          if (critic) p.lam_critic = k.lam_critic;
          ReferenceEstimate(b.view(), p, ra, rr);
          for (int lanes : testing::CpuLanes()) {
            for (int64_t chunk : {int64_t{29}, int64_t{1} << 15}) {
              CpuEstimate(b.view(), p, fa, fr,
                          {.threads = 2,
                           .chunk_tokens = chunk,
                           .parallel_pieces = chunk == 29 ? kForceSplit : 16,
                           .simd_lanes = lanes});
              const std::string what = std::string(EstimatorName(e)) + "/" +
                                       std::string(MaskModeName(mode)) + " gamma " +
                                       std::to_string(k.gamma) + " lam " + std::to_string(k.lam) +
                                       (critic ? " critic" : "") + " chunk " +
                                       std::to_string(chunk) + " lanes " + std::to_string(lanes);
              const int64_t ta = testing::FirstTokenOff(fa, ra),
                            tr = testing::FirstTokenOff(fr, rr);
              ASSERT_EQ(ta, -1) << what << " adv " << fa[ta] << " vs " << ra[ta];
              ASSERT_EQ(tr, -1) << what << " ret " << fr[tr] << " vs " << rr[tr];
            }
          }
        }
      }
    }
  }
}

// With γλ ≈ 0.5 the fix-up of a 777-token piece stops after 32 trainable tokens, once the
// carry-in has decayed to 2^-32 of its size (the whitening statistics, fed in phase 1, move
// with the outputs it changed and no others); the critic's λ = 1 keeps its Δc alive across the
// whole piece. Still the
// reference's numbers, token by token (a cut that left out more of the carry-in shows there
// first), and still the same bits on any thread count.
TEST(EstimatorsRandom, FixUpThatStopsEarlyKeepsTheContract) {
  const PackedBatch b = MakeBatchWithLengths(AwkwardLengths(15, 1 << 15), 15);
  std::vector<double> ra(b.num_tokens()), rr(b.num_tokens());
  std::vector<float> fa(b.num_tokens()), fr(b.num_tokens()), a1(b.num_tokens()), r1(b.num_tokens());
  for (const Case& c : AllCases()) {
    if (!IsScanEstimator(c.estimator)) continue;
    EstimatorParams p = ParamsFor(c);
    p.lam = 0.5, p.alpha = 2e-4;  // gae_adaptive: λ_i below 0.9 up to 50k trainable tokens
    ReferenceEstimate(b.view(), p, ra, rr);
    for (int lanes : testing::CpuLanes()) {
      const std::string what = Describe(c) + " lanes " + std::to_string(lanes);
      CpuOptions o{
          .threads = 1, .chunk_tokens = 777, .parallel_pieces = kForceSplit, .simd_lanes = lanes};
      CpuEstimate(b.view(), p, a1, r1, o);
      EXPECT_LE(RelErr(a1, ra), 1e-5) << what;
      EXPECT_LE(RelErr(r1, rr), 1e-5) << what;
      const int64_t ta = testing::FirstTokenOff(a1, ra), tr = testing::FirstTokenOff(r1, rr);
      EXPECT_EQ(ta, -1) << what << " adv " << a1[std::max<int64_t>(ta, 0)] << " vs "
                        << ra[std::max<int64_t>(ta, 0)];
      EXPECT_EQ(tr, -1) << what << " ret " << r1[std::max<int64_t>(tr, 0)] << " vs "
                        << rr[std::max<int64_t>(tr, 0)];
      o.threads = 3;
      CpuEstimate(b.view(), p, fa, fr, o);
      EXPECT_EQ(a1, fa) << what;
      EXPECT_EQ(r1, fr) << what;
    }
  }
}

TEST(EstimatorsRandom, BitwiseIdenticalForAnyThreadCount) {
  const PackedBatch b = MakeBatchWithLengths(AwkwardLengths(12, 1 << 14), 12);
  std::vector<float> a1(b.num_tokens()), r1(b.num_tokens()), an(b.num_tokens()), rn(b.num_tokens());
  for (const Case& c : AllCases()) {
    for (bool undiscounted : {false, true}) {
      const EstimatorParams p = ParamsFor(c, undiscounted);
      const std::string what = Describe(c) + (undiscounted ? " gamma = lam = 1" : "");
      for (int lanes : testing::CpuLanes()) {
        const CpuOptions one{
            .threads = 1, .chunk_tokens = 500, .parallel_pieces = kForceSplit, .simd_lanes = lanes};
        CpuEstimate(b.view(), p, a1, r1, one);
        for (int threads : {2, 3, 8}) {
          CpuOptions many = one;
          many.threads = threads;
          CpuEstimate(b.view(), p, an, rn, many);
          EXPECT_EQ(a1, an) << what << " lanes " << lanes << " threads " << threads;
          EXPECT_EQ(r1, rn) << what << " lanes " << lanes << " threads " << threads;
        }
      }
    }
  }
}

TEST(EstimatorsRandom, BitwiseIdenticalWhicheverWorkerTakesWhichRange) {
  // Work items are handed out in ranges whose bounds depend on the thread count, and which
  // worker runs which range, in which order, depends on timing: a piece is fixed up in cache in
  // phase 1 under one schedule and in phase 3 under another. Repeated calls on two and three
  // threads must still agree with one thread, bit for bit.
  const PackedBatch b = MakeBatchWithLengths(AwkwardLengths(15, 1 << 13), 15);
  std::vector<float> a1(b.num_tokens()), r1(b.num_tokens()), an(b.num_tokens()), rn(b.num_tokens());
  for (const auto& [c, undiscounted] :
       {std::pair{Case{Estimator::kGae, MaskMode::kCarry, true, true}, false},
        std::pair{Case{Estimator::kGae, MaskMode::kZero, false, true}, false},
        std::pair{Case{Estimator::kGae, MaskMode::kCarry, false, true}, true}}) {
    const EstimatorParams p = ParamsFor(c, undiscounted);
    const CpuOptions one{.threads = 1, .chunk_tokens = 300, .parallel_pieces = kForceSplit};
    CpuEstimate(b.view(), p, a1, r1, one);
    for (int rep = 0; rep < 20; ++rep) {
      CpuOptions many = one;
      many.threads = 2 + rep % 2;
      CpuEstimate(b.view(), p, an, rn, many);
      ASSERT_EQ(a1, an) << Describe(c) << " call " << rep;
      ASSERT_EQ(r1, rn) << Describe(c) << " call " << rep;
    }
  }
}

TEST(EstimatorsRandom, UndiscountedIntegersAreExactWhenSplit) {
  // γ = λ = 1 with small integer rewards, values and bootstraps: every partial sum is an
  // integer far below 2^24, so each path, split into pieces and fixed up or not, on any lane
  // width, must equal the fp64 reference exactly. A fix-up that rounds differently from the
  // scan (a stray multiply, a float instead of the carry) shows here, below the 1e-5 contract.
  PackedBatch b = MakeBatchWithLengths(AwkwardLengths(16, 1 << 14), 16);
  for (float& r : b.rewards) r = std::round(r * 4);
  for (float& v : b.values) v = std::round(v * 8);
  for (float& x : b.bootstrap_value) x = std::round(x * 4);
  const size_t n = b.num_tokens();
  std::vector<double> ra(n), rr(n);
  std::vector<float> fa(n), fr(n);
  for (Estimator e : {Estimator::kGae, Estimator::kReturns}) {
    for (MaskMode mode : {MaskMode::kCarry, MaskMode::kZero}) {
      for (bool critic : {false, true}) {
        if (critic && e == Estimator::kReturns) continue;
        EstimatorParams p{.estimator = e, .mask_mode = mode, .gamma = 1.0, .lam = 1.0};
        if (critic) p.lam_critic = 1.0;
        ReferenceEstimate(b.view(), p, ra, rr);
        for (int lanes : testing::CpuLanes()) {
          for (int threads : {1, 2}) {
            CpuEstimate(b.view(), p, fa, fr,
                        {.threads = threads,
                         .chunk_tokens = 777,
                         .parallel_pieces = kForceSplit,
                         .simd_lanes = lanes});
            const std::string what = std::string(EstimatorName(e)) + "/" +
                                     std::string(MaskModeName(mode)) + (critic ? "/critic" : "") +
                                     " lanes " + std::to_string(lanes) + " threads " +
                                     std::to_string(threads);
            for (size_t t = 0; t < n; ++t) {
              ASSERT_EQ(fa[t], static_cast<float>(ra[t])) << what << " adv at " << t;
              ASSERT_EQ(fr[t], static_cast<float>(rr[t])) << what << " ret at " << t;
            }
          }
        }
      }
    }
  }
}

TEST(EstimatorsRandom, OneMillionTokensUndiscounted) {
  for (int lanes : testing::CpuLanes()) {
    for (const auto& e : testing::UndiscountedErrorsAtOneMillion(
             13, [&](const PackedBatchView&b, const EstimatorParams&p, std::span<float> a,
                     std::span<float> r) {
               CpuEstimate(b, p, a, r, {.threads = 2, .simd_lanes = lanes});
             })) {
      const std::string what = std::string(EstimatorName(e.params.estimator)) + "/" +
                               std::string(MaskModeName(e.params.mask_mode)) + " lanes " +
                               std::to_string(lanes);
      EXPECT_LE(e.adv, 1e-4) << what;
      EXPECT_LE(e.ret, 1e-4) << what;
    }
  }
}

TEST(EstimatorsRandom, OneMillionTokensAdaptiveLambdaNearOne) {
  // gae_adaptive at 1M tokens: λ = 1 - 1/(α·l) ≈ 1 - 4.8e-5, whose distance from 1 fp32 cannot
  // hold to better than ~1e-3 relative. The CPU path computes in double (fp32 in and out), so it
  // stays at output rounding; the CUDA path, in fp32, measured 2.2e-4 on an H200
  // (bench/results/gpu/README.md).
  for (int lanes : testing::CpuLanes()) {
    for (const auto& e : testing::AdaptiveLambdaErrorsAtOneMillion(
             14, [&](const PackedBatchView&b, const EstimatorParams&p, std::span<float> a,
                     std::span<float> r) {
               CpuEstimate(b, p, a, r, {.threads = 2, .simd_lanes = lanes});
             })) {
      EXPECT_LE(e.adv, 1e-6) << MaskModeName(e.params.mask_mode) << " lanes " << lanes;
      EXPECT_LE(e.ret, 1e-6) << MaskModeName(e.params.mask_mode) << " lanes " << lanes;
    }
  }
}

TEST(EstimatorsRandom, LongDecayInZeroModeStaysFiniteAndExact) {
  // A long all-observation tail in zero mode decays A geometrically through the subnormal range.
  std::vector<float> r(200000, 0.0f), v(200000, 0.0f);
  std::vector<uint8_t> m(200000, 0);
  r[0] = 1, m[0] = 1;
  PackedBatch b;
  b.Append(r, v, m, false, 1e30f, 0);
  const EstimatorParams p{
      .estimator = Estimator::kGae, .mask_mode = MaskMode::kZero, .gamma = 0.9, .lam = 0.9};
  std::vector<double> ra(b.num_tokens()), rr(b.num_tokens());
  std::vector<float> fa(b.num_tokens()), fr(b.num_tokens());
  ReferenceEstimate(b.view(), p, ra, rr);
  CpuEstimate(b.view(), p, fa, fr,
              {.threads = 2, .chunk_tokens = 4096, .parallel_pieces = kForceSplit});
  ExpectFinite(fa, "adv");
  EXPECT_LE(RelErr(fa, ra), 1e-5);
}

TEST(EstimatorsRandom, WhitenMaskedMatchesFp64AndAnyThreadCount) {
  // 200,001 values (not a multiple of the eight-lane blocks) around 1000 with a spread of 1, so
  // statistics that lose the shift or drop a lane miss by far more than fp32 rounding; random
  // masks with runs of zeros, and values at masked tokens that must not count.
  const size_t n = 200001;
  CounterRng rng(31, 0);
  std::vector<float> x(n);
  std::vector<uint8_t> m(n);
  for (size_t t = 0; t < n; ++t) {
    x[t] = static_cast<float>(1000 + rng.Normal());
    m[t] = (t / 37) % 5 == 0 ? 0 : rng.Uniform() < 0.8;
    if (!m[t] && t % 3 == 0) x[t] = 1e30f;
  }
  double count = 0, sum = 0, ss = 0;
  for (size_t t = 0; t < n; ++t) count += m[t], sum += m[t] ? x[t] : 0.0;
  const double mean = sum / count;
  for (size_t t = 0; t < n; ++t) ss += m[t] ? (x[t] - mean) * (x[t] - mean) : 0.0;
  const double scale = 1.0 / std::sqrt(ss / (count - 1) + kWhitenEpsilon);
  std::vector<double> want(n);
  for (size_t t = 0; t < n; ++t) want[t] = m[t] ? (x[t] - mean) * scale : 0.0;
  std::vector<float> one;
  for (int threads : {1, 2, 3}) {
    std::vector<float> y = x;
    WhitenMasked(y, m, true, threads);
    EXPECT_LE(RelErr(y, want), 1e-6) << "threads " << threads;
    if (threads == 1) one = y;
    EXPECT_EQ(y, one) << "threads " << threads;
  }
}

}  // namespace
}  // namespace agentrl::kernels
