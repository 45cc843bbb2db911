// Advantage-quality metrics against hand-computed values, critic models, and the sampled policy
// gradient against the exact one.
#include <gtest/gtest.h>

#include <cmath>

#include "agentrl/core/seed.h"
#include "agentrl/sim/advantage_metrics.h"
#include "agentrl/sim/critics.h"

namespace agentrl::sim {
namespace {

TEST(AdvantageMetrics, HandComputed) {
  // est = [1, 2, -1, 0], truth = [2, 2, -2, 1]
  const std::vector<double> est = {1, 2, -1, 0}, truth = {2, 2, -2, 1};
  const QualityMetrics m = CompareAdvantages(est, truth);
  EXPECT_EQ(m.n, 4u);
  EXPECT_NEAR(m.bias, -0.25, 1e-12);            // (-1 + 0 + 1 - 1) / 4
  EXPECT_NEAR(m.rmse, std::sqrt(0.75), 1e-12);  // (1 + 0 + 1 + 1) / 4
  EXPECT_NEAR(m.scale_free_rmse, std::sqrt(7.0 / 12.0),
              1e-12);                                     // c = 8/6: residuals -2/3, 2/3, 2/3, -1
  EXPECT_NEAR(m.pearson, 6.5 / std::sqrt(53.75), 1e-12);  // sxy 6.5, sxx 5, syy 10.75
  EXPECT_NEAR(m.spearman, 4.5 / std::sqrt(22.5), 1e-12);  // ranks [3,4,1,2] vs [3.5,3.5,1,2]
  EXPECT_NEAR(m.sign_agreement, 6.0 / 7.0, 1e-12);        // the |A*| = 1 token has the wrong sign
}

TEST(AdvantageMetrics, ScaleFreeIgnoresScaleAndDegenerateCasesAreFinite) {
  const std::vector<double> truth = {1, -2, 3}, scaled = {10, -20, 30};
  EXPECT_NEAR(CompareAdvantages(scaled, truth).scale_free_rmse, 0.0, 1e-12);
  EXPECT_GT(CompareAdvantages(scaled, truth).rmse, 10.0);
  const std::vector<double> zeros = {0, 0, 0};
  const QualityMetrics z = CompareAdvantages(zeros, truth);
  EXPECT_EQ(z.pearson, 0.0);
  EXPECT_NEAR(z.scale_free_rmse, std::sqrt(14.0 / 3.0), 1e-12);
}

SimConfig Small() {
  SimConfig c;
  c.token_budget = 640;
  c.spans.edit = {{32, 64}, {0.5, 0.5}, {32}, {1.0}};
  c.spans.run_tests = {{16}, {1.0}, {32, 96}, {0.5, 0.5}};
  c.p_guess = 0.2;
  c.gamma = 0.995;
  return c;
}

SoftmaxPolicy Policy1(double shift) {
  std::vector<double> theta(SoftmaxPolicy::kNumParams, 0.0);
  theta[static_cast<int>(Action::kEdit) * kNumFeatures] = 1.0 + shift;
  theta[static_cast<int>(Action::kSubmit) * kNumFeatures + 2] = 2.0;  // submit when done
  return SoftmaxPolicy(theta);
}

TEST(AdvantageMetrics, TrueAdvantagesScorePerfectlyInEveryStratum) {
  const CodeAgentEnv env(Small());
  const SimBatch b = SampleBatch(env, Policy1(0), {.tasks = 8, .group_size = 8}, 3);
  const auto strata = EvaluateAdvantages(b, b.true_advantage);
  ASSERT_GE(strata.size(), 3u);
  EXPECT_EQ(strata[0].stratum, "all");
  for (const auto& s : strata) {
    EXPECT_NEAR(s.per_token.rmse, 0.0, 1e-6) << s.stratum;
    EXPECT_NEAR(s.per_turn.rmse, 0.0, 1e-6) << s.stratum;
    EXPECT_NEAR(s.per_turn.sign_agreement, 1.0, 1e-12) << s.stratum;
  }
  EXPECT_EQ(strata[0].per_turn.n, b.turns.size());
}

TEST(AdvantageMetrics, CreditLocalisation) {
  const CodeAgentEnv env(Small());
  const SimBatch b = SampleBatch(env, Policy1(0), {.tasks = 8, .group_size = 8}, 5);
  const CreditLocalisation truth = MeasureCreditLocalisation(b, b.true_advantage);
  ASSERT_GT(truth.episodes, 10u);
  EXPECT_NEAR(truth.estimate, truth.truth, 1e-6) << "the truth localises exactly as well as itself";
  // One number for the whole episode (an outcome estimator's shape) spreads credit evenly.
  std::vector<float> flat(b.num_tokens(), 1.0f);
  const CreditLocalisation spread = MeasureCreditLocalisation(b, flat);
  double expected = 0;
  size_t i = 0, episodes = 0;
  while (i < b.turns.size()) {
    size_t j = i;
    while (j < b.turns.size() && b.turns[j].episode == b.turns[i].episode) ++j;
    if (j - i > 1) expected += 1.0 / static_cast<double>(j - i), ++episodes;
    i = j;
  }
  EXPECT_NEAR(spread.estimate, expected / static_cast<double>(episodes), 1e-9);
  EXPECT_LT(spread.estimate, truth.truth);
}

TEST(AdvantageMetrics, CreditOnAPlantedCriticalTurn) {
  SimConfig c = Small();
  c.critical_gate = true;
  const CodeAgentEnv env(c);
  const SimBatch b = SampleBatch(env, Policy1(0), {.tasks = 8, .group_size = 8}, 6);
  const CreditLocalisation truth = MeasureCreditLocalisation(b, b.true_advantage, 0);
  ASSERT_GT(truth.episodes, 10u);
  EXPECT_NEAR(truth.estimate, truth.truth, 1e-6);
  // Putting all of every episode's credit on turn 0 localises perfectly.
  std::vector<float> first_only(b.num_tokens(), 0.0f);
  for (const TurnRecord& t : b.turns)
    if (t.turn == 0) first_only[t.decision_token] = 1.0f;
  EXPECT_NEAR(MeasureCreditLocalisation(b, first_only, 0).estimate, 1.0, 1e-12);
}

TEST(Critics, EachModelHasItsDocumentedError) {
  const CodeAgentEnv env(Small());
  const SoftmaxPolicy pi = Policy1(0);
  const SimBatch b = SampleBatch(env, pi, {.tasks = 8, .group_size = 8}, 4);
  EXPECT_EQ(CriticValues(env, b, {.kind = "oracle"}, 1), b.values);
  EXPECT_EQ(CriticValues(env, b, {.kind = "lagged"}, 1, &pi), b.values)
      << "lagged by zero steps is the oracle";
  const SoftmaxPolicy older = Policy1(-1.0);
  EXPECT_NE(CriticValues(env, b, {.kind = "lagged"}, 1, &older), b.values);
  const std::vector<float> noisy = CriticValues(env, b, {.kind = "noisy", .noise_std = 0.5}, 1);
  double s = 0, ss = 0;
  for (size_t t = 0; t < noisy.size(); ++t)
    s += noisy[t] - b.values[t], ss += (noisy[t] - b.values[t]) * (noisy[t] - b.values[t]);
  const double n = static_cast<double>(noisy.size());
  EXPECT_NEAR(s / n, 0.0, 0.05);
  EXPECT_NEAR(std::sqrt(ss / n), 0.5, 0.05);
  const std::vector<float> biased =
      CriticValues(env, b, {.kind = "position_biased", .position_bias = 0.3}, 1);
  for (size_t e = 0; e < b.num_sequences(); ++e) {
    const int64_t last = b.cu_seqlens[e + 1] - 1;
    EXPECT_NEAR(biased[last] - b.values[last], 0.3, 1e-6);  // full bias at t/l = 1
  }
}

TEST(GradientMetrics, SampledGradientWithTrueAdvantagesIsUnbiased) {
  const CodeAgentEnv env(Small());
  const SoftmaxPolicy pi = Policy1(0);
  const Task task{Tier::kMedium, 4};
  const std::vector<double> exact = TaskValues(env, task, pi).SoftmaxGradient(env, pi);
  std::vector<std::vector<double>> sampled;
  for (uint64_t k = 0; k < 16; ++k) {
    const SimBatch b =
        SampleBatch(env, pi, {.tasks = 50, .group_size = 8, .fixed_tasks = {task}}, 100 + k);
    sampled.push_back(SampledGradient(env, b, pi, b.true_advantage));
  }
  const GradientMetrics m = CompareGradients(sampled, exact);
  EXPECT_GT(m.cosine, 0.98) << "bias² " << m.bias_sq << " variance " << m.variance;
  EXPECT_LT(m.bias_sq, 0.05 * m.exact_norm * m.exact_norm);
  EXPECT_GT(m.snr, 1.0);
  // A critic-free estimate that ignores the state (the episode's total reward) is worse.
  std::vector<std::vector<double>> crude;
  for (uint64_t k = 0; k < 16; ++k) {
    const SimBatch b =
        SampleBatch(env, pi, {.tasks = 50, .group_size = 8, .fixed_tasks = {task}}, 100 + k);
    std::vector<float> total(b.num_tokens(), 0.0f);
    for (size_t e = 0; e < b.num_sequences(); ++e)
      for (int64_t t = b.cu_seqlens[e]; t < b.cu_seqlens[e + 1]; ++t)
        total[t] = static_cast<float>(b.episodes[e].total_reward);
    crude.push_back(SampledGradient(env, b, pi, total));
  }
  EXPECT_GT(CompareGradients(crude, exact).variance, m.variance);
}

}  // namespace
}  // namespace agentrl::sim
