// PPO's loss pieces against values worked out by hand.
#include <gtest/gtest.h>

#include "agentrl/learner/ppo_loss.h"

namespace agentrl::learner {
namespace {

torch::Tensor F(std::vector<float> v) { return torch::tensor(v, torch::kFloat32); }
torch::Tensor I(std::vector<int64_t> v) { return torch::tensor(v, torch::kInt64); }

TEST(LossAgg, EveryModeWeightsTokensAsDocumented) {
  // Two sequences: seq 0 has 3 mask tokens, seq 1 has 1 (plus one masked-out token).
  const torch::Tensor mask = F({1, 1, 1, 1, 0});
  const torch::Tensor seq = I({0, 0, 0, 1, 1});
  auto w = [&](LossAgg m) {
    auto t = AggregationWeights(mask, seq, 2, m, 8.0);
    return std::vector<float>(t.data_ptr<float>(), t.data_ptr<float>() + 5);
  };
  EXPECT_EQ(w(LossAgg::kTokenMean), (std::vector<float>{0.25f, 0.25f, 0.25f, 0.25f, 0}));
  EXPECT_EQ(w(LossAgg::kSeqMeanTokenSum), (std::vector<float>{0.5f, 0.5f, 0.5f, 0.5f, 0}));
  const auto mm = w(LossAgg::kSeqMeanTokenMean);
  EXPECT_FLOAT_EQ(mm[0], 1.0f / 6);
  EXPECT_FLOAT_EQ(mm[3], 0.5f);
  EXPECT_EQ(mm[4], 0.0f);
  const auto norm = w(LossAgg::kSeqMeanTokenSumNorm);
  EXPECT_FLOAT_EQ(norm[0], 1.0f / 16);
  EXPECT_FLOAT_EQ(norm[3], 1.0f / 16);
  EXPECT_FALSE(ParseLossAgg("mean").ok());
  EXPECT_EQ(*ParseLossAgg("seq-mean-token-sum-norm"), LossAgg::kSeqMeanTokenSumNorm);
}

TEST(PpoPolicyLoss, ClipHigherAndDualClipByHand) {
  // ratios e^{logp-old}: 1.5, 0.5, 1.5, 5.0; advantages +1, +1, -1, -1; ε_low 0.2, ε_high 0.28,
  // dual clip c = 3.
  const torch::Tensor old = F({0, 0, 0, 0});
  const torch::Tensor logp = torch::log(F({1.5f, 0.5f, 1.5f, 5.0f}));
  const torch::Tensor adv = F({1, 1, -1, -1});
  const torch::Tensor w = F({0.25f, 0.25f, 0.25f, 0.25f});
  const PolicyLoss l = PpoPolicyLoss(logp, old, adv, w, {0.2, 0.28, 3.0});
  // token 0: max(-1.5, -1.28) = -1.28 (clipped at 1 + 0.28)
  // token 1: max(-0.5, -0.8)  = -0.5  (unclipped: pessimistic branch)
  // token 2: max(1.5, 1.28)   =  1.5  (unclipped)
  // token 3: max(5.0, 1.28) = 5.0, dual clip caps at 3·1 = 3.0
  EXPECT_NEAR(l.loss.item<double>(), 0.25 * (-1.28 - 0.5 + 1.5 + 3.0), 1e-6);
  EXPECT_NEAR(l.clip_fraction, 0.5, 1e-6);  // tokens 0 and 3
  const double k3 = ((1.5 - 1) - std::log(1.5)) * 2 + ((0.5 - 1) - std::log(0.5)) +
                    ((5.0 - 1) - std::log(5.0));
  EXPECT_NEAR(l.approx_kl, k3 / 4, 1e-5);

  // Without dual clip token 3 keeps 5.0; symmetric clip 0.2 clips token 0 at 1.2.
  const PolicyLoss plain = PpoPolicyLoss(logp, old, adv, w, {0.2, 0.2, 0.0});
  EXPECT_NEAR(plain.loss.item<double>(), 0.25 * (-1.2 - 0.5 + 1.5 + 5.0), 1e-6);
}

TEST(PpoPolicyLoss, GradientFlowsOnlyThroughTheUnclippedBranch) {
  torch::Tensor logp = torch::log(F({1.5f, 1.1f})).set_requires_grad(true);
  const PolicyLoss l = PpoPolicyLoss(logp, F({0, 0}), F({1, 1}), F({1, 1}), {0.2, 0.2, 0});
  l.loss.backward();
  // Token 0 is clipped (no gradient); token 1: d(-r)/dlogp = -r = -1.1.
  EXPECT_NEAR(logp.grad()[0].item<double>(), 0.0, 1e-7);
  EXPECT_NEAR(logp.grad()[1].item<double>(), -1.1, 1e-6);
}

TEST(ValueLoss, ClippedAndUnclippedByHand) {
  const torch::Tensor v = F({1.0f, 0.0f});
  const torch::Tensor v_old = F({0.5f, 0.0f});
  const torch::Tensor ret = F({0.4f, 1.0f});
  const torch::Tensor w = F({1, 1});
  // Unclipped: ½((0.6)² + 1²) = 0.68.
  EXPECT_NEAR(ValueLoss(v, v_old, ret, w, 0.0).item<double>(), 0.68, 1e-6);
  // ε_v = 0.2: token 0's clipped value is 0.7, (0.7-0.4)² = 0.09 < 0.36, max keeps 0.36;
  // token 1 unchanged: ½(0.36 + 1) = 0.68. Now a case where the clipped branch is larger:
  EXPECT_NEAR(ValueLoss(v, v_old, ret, w, 0.2).item<double>(), 0.68, 1e-6);
  const torch::Tensor v2 = F({0.3f});
  // v_old 0.5 → clipped 0.3 stays (|Δ| = 0.2); return 1.0: both 0.49 → ½·0.49.
  EXPECT_NEAR(ValueLoss(v2, F({0.5f}), F({1.0f}), F({1}), 0.2).item<double>(), 0.245, 1e-6);
  // v moves 0.5 → 1.5 toward return 2.0; clipped to 0.7: max(0.25, 1.69) = 1.69.
  EXPECT_NEAR(ValueLoss(F({1.5f}), F({0.5f}), F({2.0f}), F({1}), 0.2).item<double>(), 0.845,
              1e-6);
}

}  // namespace
}  // namespace agentrl::learner
