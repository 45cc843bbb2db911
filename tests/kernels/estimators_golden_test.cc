// Small cases worked out by hand (the arithmetic is in the comments), for every estimator and
// both mask modes, and the edge semantics that estimators.h promises.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "agentrl/kernels/cuda_twin.h"
#include "agentrl/kernels/estimators.h"
#include "estimator_test_util.h"

namespace agentrl::kernels {
namespace {

using testing::kForceSplit;

struct Out {
  std::vector<double> adv, ret;
};

// Runs the reference, the fast path and the CPU twin of the CUDA path (both of its scans); they
// must agree with each other and with the hand-computed expectation.
Out Both(const PackedBatch& b, const EstimatorParams& p) {
  EXPECT_TRUE(b.Validate().ok()) << b.Validate().message();
  Out ref{std::vector<double>(b.num_tokens()), std::vector<double>(b.num_tokens())};
  ReferenceEstimate(b.view(), p, ref.adv, ref.ret);
  std::vector<float> adv(b.num_tokens()), ret(b.num_tokens());
  auto expect_reference = [&](const std::string& who) {
    for (size_t t = 0; t < adv.size(); ++t) {
      EXPECT_NEAR(adv[t], ref.adv[t], 1e-6 * (1 + std::abs(ref.adv[t]))) << who << " adv t=" << t;
      EXPECT_NEAR(ret[t], ref.ret[t], 1e-6 * (1 + std::abs(ref.ret[t]))) << who << " ret t=" << t;
    }
  };
  for (int lanes : testing::CpuLanes()) {
    for (int64_t chunk : {1, 2, 1 << 15}) {
      CpuEstimate(b.view(), p, adv, ret,
                  {.threads = 2,
                   .chunk_tokens = chunk,
                   .parallel_pieces = kForceSplit,
                   .simd_lanes = lanes});
      expect_reference("fast path, chunk " + std::to_string(chunk) + ", lanes " +
                       std::to_string(lanes));
    }
  }
  for (bool single_pass : {false, true}) {
    const Status s = CudaTwinEstimate(b.view(), p, adv, ret, {.single_pass = single_pass});
    EXPECT_TRUE(s.ok()) << s.message();
    expect_reference(single_pass ? "CUDA twin, single pass" : "CUDA twin, three phases");
  }
  return ref;
}

void ExpectNear(const std::vector<double>& got, const std::vector<double>& want) {
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) EXPECT_NEAR(got[i], want[i], 1e-6) << "index " << i;
}

PackedBatch One(std::vector<float> r, std::vector<float> v, std::vector<uint8_t> m, bool terminated,
                float boot) {
  PackedBatch b;
  b.Append(r, v, m, terminated, boot, 0);
  return b;
}

EstimatorParams Gae(MaskMode mode, double gamma, double lam) {
  return {.estimator = Estimator::kGae, .mask_mode = mode, .gamma = gamma, .lam = lam};
}

// r = [0, 0, 1], V = [0.5, 0.2, 0.4], m = [1, 0, 1], terminated, γ = 0.9, λ = 0.8 (γλ = 0.72).
PackedBatch ThreeTokens() { return One({0, 0, 1}, {0.5f, 0.2f, 0.4f}, {1, 0, 1}, true, 0); }

TEST(GoldenGae, CarryMode) {
  // t=2: δ = 1 + 0.9·0 − 0.4 = 0.6, A = 0.6, nv = 0.4.      ret = 1.0
  // t=1: mask 0, carries A = 0.6.                             ret = 0.6 + 0.2 = 0.8
  // t=0: δ = 0 + 0.9·0.4 − 0.5 = −0.14, A = −0.14 + 0.72·0.6 = 0.292.  ret = 0.792
  const Out o = Both(ThreeTokens(), Gae(MaskMode::kCarry, 0.9, 0.8));
  ExpectNear(o.adv, {0.292, 0.6, 0.6});
  ExpectNear(o.ret, {0.792, 0.8, 1.0});
}

TEST(GoldenGae, ZeroMode) {
  // V' = [0.5, 0, 0.4], r' = [0, 0, 1], V'_3 = 0.
  // t=2: δ = 1 − 0.4 = 0.6, A = 0.6, ret = 1.0
  // t=1: δ = 0.9·0.4 − 0 = 0.36, A = 0.36 + 0.72·0.6 = 0.792, ret = 0.792
  // t=0: δ = 0 − 0.5 = −0.5, A = −0.5 + 0.72·0.792 = 0.07024, ret = 0.57024
  const Out o = Both(ThreeTokens(), Gae(MaskMode::kZero, 0.9, 0.8));
  ExpectNear(o.adv, {0.07024, 0.792, 0.6});
  ExpectNear(o.ret, {0.57024, 0.792, 1.0});
}

TEST(GoldenGae, TruncatedBootstrapsAndTrailingMaskZeroPassesItThrough) {
  // r = [1, 0], V = [0.5, 0.3], m = [1, 0], truncated, Boot = 2, γ = 0.5, λ = 1.
  const PackedBatch b = One({1, 0}, {0.5f, 0.3f}, {1, 0}, false, 2.0f);
  // carry: t=1 (mask 0): A = 0, nv = 2 passes; ret = 0.3.  t=0: δ = 1 + 0.5·2 − 0.5 = 1.5.
  Out o = Both(b, Gae(MaskMode::kCarry, 0.5, 1.0));
  ExpectNear(o.adv, {1.5, 0.0});
  ExpectNear(o.ret, {2.0, 0.3});
  // zero: V'_2 = 2. t=1: δ = 0.5·2 − 0 = 1, A = 1. t=0: δ = 1 + 0 − 0.5 = 0.5, A = 0.5 + 0.5·1 = 1.
  o = Both(b, Gae(MaskMode::kZero, 0.5, 1.0));
  ExpectNear(o.adv, {1.0, 1.0});
  ExpectNear(o.ret, {1.5, 1.0});
}

TEST(GoldenGae, BootstrapIgnoredWhenTerminated) {
  const PackedBatch b = One({1, 0}, {0.5f, 0.3f}, {1, 0}, true, 2.0f);
  // t=0: δ = 1 + 0 − 0.5 = 0.5.
  const Out o = Both(b, Gae(MaskMode::kCarry, 0.5, 1.0));
  ExpectNear(o.adv, {0.5, 0.0});
  ExpectNear(o.ret, {1.0, 0.3});
}

TEST(GoldenGae, DecoupledLambdaSharesDelta) {
  // Same as CarryMode, critic chain with λc = 1 (γλc = 0.9):
  // t=2: Ac = 0.6; t=1 carries; t=0: Ac = −0.14 + 0.9·0.6 = 0.4. ret = Ac + V.
  EstimatorParams p = Gae(MaskMode::kCarry, 0.9, 0.8);
  p.lam_critic = 1.0;
  const Out o = Both(ThreeTokens(), p);
  ExpectNear(o.adv, {0.292, 0.6, 0.6});
  ExpectNear(o.ret, {0.9, 0.8, 1.0});
  // zero mode critic: t=2: 0.6; t=1: 0.36 + 0.9·0.6 = 0.9; t=0: −0.5 + 0.9·0.9 = 0.31. ret = Ac +
  // V'.
  p.mask_mode = MaskMode::kZero;
  const Out z = Both(ThreeTokens(), p);
  ExpectNear(z.ret, {0.81, 0.9, 1.0});
}

TEST(GoldenGae, AdaptiveLambdaFromTrainableLength) {
  // 4 trainable tokens, α = 0.5: λ = 1 − 1/(0.5·4) = 0.5; `lam` is ignored.
  const PackedBatch b =
      One({0, 1, 0, 0, 2}, {0.1f, 0.2f, 0.3f, 0.4f, 0.5f}, {1, 1, 0, 1, 1}, true, 0);
  EstimatorParams adaptive{
      .estimator = Estimator::kGaeAdaptive, .gamma = 0.9, .lam = 0.99, .alpha = 0.5};
  const Out a = Both(b, adaptive);
  const Out fixed = Both(b, Gae(MaskMode::kCarry, 0.9, 0.5));
  ExpectNear(a.adv, fixed.adv);
  // α·l = 0.5·1 < 1 gives λ = 1 − 2 < 0, clamped to 0; α = 0 gives λ = 0 too.
  const PackedBatch single = One({1, 0}, {0.5f, 0.25f}, {0, 1}, true, 0);
  const Out lam0 = Both(single, Gae(MaskMode::kCarry, 0.9, 0.0));
  ExpectNear(Both(single, adaptive).adv, lam0.adv);
  adaptive.alpha = 0;
  ExpectNear(Both(b, adaptive).adv, Both(b, Gae(MaskMode::kCarry, 0.9, 0.0)).adv);
}

TEST(GoldenReturns, BothMaskModes) {
  const PackedBatch b = One({1, 5, 2}, {0, 0, 0}, {1, 0, 1}, true, 0);
  EstimatorParams p{.estimator = Estimator::kReturns, .mask_mode = MaskMode::kCarry, .gamma = 0.5};
  // carry: G = 2; mask-0 carries 2 (its reward 5 is skipped); G = 1 + 0.5·2 = 2.
  Out o = Both(b, p);
  ExpectNear(o.adv, {2, 2, 2});
  ExpectNear(o.ret, {2, 2, 2});
  // zero: G = 2; G = 0 + 0.5·2 = 1; G = 1 + 0.5·1 = 1.5.
  p.mask_mode = MaskMode::kZero;
  ExpectNear(Both(b, p).ret, {1.5, 1, 2});
  // truncated, Boot = 4, carry: G = 2 + 0.5·4 = 4; 4; 1 + 0.5·4 = 3.
  p.mask_mode = MaskMode::kCarry;
  ExpectNear(Both(One({1, 5, 2}, {0, 0, 0}, {1, 0, 1}, false, 4), p).ret, {3, 4, 4});
}

// Group 7: s = 1 (2 trainable), s = 2 (reward on a mask-0 token counts; 2 trainable), s = 0
// (1 trainable): μ = 1, unbiased σ = 1. Group 9 is a singleton with s = 3 (2 trainable).
PackedBatch Groups() {
  PackedBatch b;
  b.Append(std::vector<float>{0, 1}, std::vector<float>{0, 0}, std::vector<uint8_t>{1, 1}, true, 0,
           7);
  b.Append(std::vector<float>{0, 2, 0}, std::vector<float>{0, 0, 0}, std::vector<uint8_t>{1, 0, 1},
           true, 0, 7);
  b.Append(std::vector<float>{0}, std::vector<float>{0}, std::vector<uint8_t>{1}, true, 0, 7);
  b.Append(std::vector<float>{3, 0}, std::vector<float>{0, 0}, std::vector<uint8_t>{1, 1}, true, 0,
           9);
  return b;
}

std::vector<double> Broadcast(double a0, double a1, double a2, double a3) {
  return {a0, a0, a1, 0, a1, a2, a3, a3};
}

EstimatorParams Outcome(Estimator e) { return {.estimator = e}; }

TEST(GoldenOutcome, Grpo) {
  const double k = 1.0 / (1.0 + kGrpoEpsilon);
  const Out o = Both(Groups(), Outcome(Estimator::kGrpo));
  ExpectNear(o.adv, Broadcast(0, k, -k, 3 * k));  // singleton: μ = 0, σ = 1
  ExpectNear(o.ret, o.adv);
}

TEST(GoldenOutcome, DrGrpoRlooOpo) {
  ExpectNear(Both(Groups(), Outcome(Estimator::kDrGrpo)).adv, Broadcast(0, 1, -1, 3));
  // RLOO: 3/2·(s − μ); singleton 0.
  ExpectNear(Both(Groups(), Outcome(Estimator::kRloo)).adv, Broadcast(0, 1.5, -1.5, 0));
  // OPO: b = (2·1 + 2·2 + 1·0)/(2 + 2 + 1) = 1.2; singleton baseline 0.
  ExpectNear(Both(Groups(), Outcome(Estimator::kOpo)).adv, Broadcast(-0.2, 0.8, -1.2, 3));
}

TEST(GoldenOutcome, ReinforcePlusPlusBaselineWhitensOverTrainableTokens) {
  // s − μ_g: 0, 1, −1, 3 on 2, 2, 1, 2 trainable tokens: values 0,0,1,1,−1,3,3, mean 1,
  // squared deviations 1,1,0,0,4,4,4 = 14, unbiased variance 14/6.
  const double s = 1.0 / std::sqrt(14.0 / 6.0 + kWhitenEpsilon);
  ExpectNear(Both(Groups(), Outcome(Estimator::kReinforcePpBaseline)).adv,
             Broadcast(-s, 0, -2 * s, 2 * s));
}

TEST(GoldenOutcome, ZeroStdGroupsAndEmptySequencesGiveNoNaN) {
  PackedBatch b;
  for (int i = 0; i < 3; ++i)
    b.Append(std::vector<float>{0.1f, 0.2f}, std::vector<float>{0, 0}, std::vector<uint8_t>{1, 1},
             true, 0, 1);
  b.Append(std::vector<float>{}, std::vector<float>{}, std::vector<uint8_t>{}, true, 0,
           2);  // length 0
  b.Append(std::vector<float>{1}, std::vector<float>{0}, std::vector<uint8_t>{0}, true, 0,
           2);  // all masked
  for (const auto& name : EstimatorNames()) {
    EstimatorParams p{.estimator = *ParseEstimator(name), .whiten = true};
    const Out o = Both(b, p);
    for (double x : o.adv) EXPECT_TRUE(std::isfinite(x)) << name;
    for (double x : o.ret) EXPECT_TRUE(std::isfinite(x)) << name;
    if (!IsScanEstimator(p.estimator) && p.estimator != Estimator::kReinforcePpBaseline) {
      for (int t = 0; t < 6; ++t)
        EXPECT_NEAR(o.adv[t], 0.0, 1e-9) << name << ": equal scores give 0";
    }
  }
}

TEST(GoldenWhiten, MaskedStatisticsApplyEverywhere) {
  std::vector<float> x = {1, 2, 3};
  const std::vector<uint8_t> m = {1, 1, 0};
  WhitenMasked(x, m, false, 2);
  const double s = 1.0 / std::sqrt(0.5 + kWhitenEpsilon);  // μ = 1.5, s² = 0.5
  EXPECT_NEAR(x[0], -0.5 * s, 1e-6);
  EXPECT_NEAR(x[1], 0.5 * s, 1e-6);
  EXPECT_NEAR(x[2], 1.5 * s, 1e-6);
  std::vector<float> one = {4, 9};
  WhitenMasked(one, std::vector<uint8_t>{1, 0}, true, 1);  // one trainable token: centre only
  EXPECT_EQ(one, (std::vector<float>{0, 0}));
}

TEST(Estimators, NamesAndParameterChecks) {
  for (const auto& n : EstimatorNames()) EXPECT_EQ(EstimatorName(*ParseEstimator(n)), n);
  EXPECT_FALSE(ParseEstimator("ppo").has_value());
  EXPECT_EQ(ParseMaskMode("zero"), MaskMode::kZero);
  EXPECT_FALSE(ParseMaskMode("none").has_value());
  EXPECT_TRUE(CheckParams({}).ok());
  EstimatorParams p;
  p.gamma = 1.5;
  EXPECT_NE(CheckParams(p).message().find("gamma = 1.5"), std::string::npos);
  p = {};
  p.lam_critic = -0.1;
  EXPECT_NE(CheckParams(p).message().find("lam_critic"), std::string::npos);
}

}  // namespace
}  // namespace agentrl::kernels
