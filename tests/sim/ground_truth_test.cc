// The simulator's exact ground truth: DP values against Monte Carlo rollouts, the exact policy
// gradient against finite differences of J, and the identity δ* = A* that ties the token
// conventions to GAE.
#include "agentrl/sim/ground_truth.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "agentrl/core/seed.h"
#include "agentrl/harness/sim_batch.h"
#include "agentrl/kernels/estimators.h"
#include "agentrl/sim/sampler.h"

namespace agentrl::sim {
namespace {

// A small instance: budget 640 tokens, spans of 32–96 tokens, so the DP is tiny and episodes
// mix give-ups, guesses, submits and truncations.
SimConfig Small() {
  SimConfig c;
  c.token_budget = 640;
  c.spans.edit = {{32, 64}, {0.5, 0.5}, {32}, {1.0}};
  c.spans.run_tests = {{16}, {1.0}, {32, 96}, {0.5, 0.5}};
  c.spans.guess = {{32}, {1.0}, {16}, {1.0}};
  c.p_guess = 0.2;
  c.cheat_enabled = true;
  c.gamma = 0.995;
  return c;
}

SoftmaxPolicy RandomPolicy(uint64_t seed, double scale) {
  CounterRng rng(seed, 0);
  std::vector<double> theta(SoftmaxPolicy::kNumParams);
  for (double& x : theta) x = scale * rng.Normal();
  theta[static_cast<int>(Action::kEdit) * kNumFeatures] += 1.5;  // mostly work, sometimes not
  return SoftmaxPolicy(theta);
}

// Discounted return of each episode from its first decision, under the config's decay.
std::vector<double> EpisodeReturns(const SimBatch& b, const SimConfig& c) {
  std::vector<double> out;
  for (size_t e = 0; e < b.num_sequences(); ++e) {
    double ret = 0, disc = 1;
    for (int64_t t = b.cu_seqlens[e]; t < b.cu_seqlens[e + 1]; ++t) {
      ret += disc * b.rewards[t];
      if (c.decay == "zero" || b.mask[t]) disc *= c.gamma;
    }
    out.push_back(ret);
  }
  return out;
}

// Mean and standard error of the episodes' discounted returns.
std::pair<double, double> MeanAndSe(const SimBatch& b, const SimConfig& c) {
  const std::vector<double> r = EpisodeReturns(b, c);
  double mean = 0, var = 0;
  for (double x : r) mean += x;
  mean /= static_cast<double>(r.size());
  for (double x : r) var += (x - mean) * (x - mean);
  return {mean, std::sqrt(var / static_cast<double>(r.size() - 1) / static_cast<double>(r.size()))};
}

TEST(SimGroundTruth, DynamicProgrammingMatchesMonteCarlo) {
  // The third case pays part of the reward as work is done (progress_reward).
  const std::pair<const char*, double> cases[] = {{"carry", 0.0}, {"zero", 0.0}, {"zero", 0.3}};
  for (const auto& [decay, progress_reward] : cases) {
    SimConfig c = Small();
    c.decay = decay;
    c.progress_reward = progress_reward;
    c.gamma = 0.99;  // strong enough that counting observation tokens or not changes J visibly
    const CodeAgentEnv env(c);
    const SoftmaxPolicy pi = RandomPolicy(3, 0.7);
    const Task task{Tier::kMedium, 5};
    const double exact = TaskValues(env, task, pi).J();
    const SimBatch b =
        SampleBatch(env, pi, {.tasks = 4000, .group_size = 5, .fixed_tasks = {task}}, 11);
    const auto [mean, se] = MeanAndSe(b, c);
    EXPECT_NEAR(mean, exact, 4 * se + 1e-9)
        << decay << ", progress_reward " << progress_reward << ": MC " << mean << " ± " << se << " vs DP " << exact;
    EXPECT_DOUBLE_EQ(b.task_value[0], exact);
    // Every episode's first turn carries V(s0) = J.
    EXPECT_NEAR(b.turns[0].v, exact, 1e-12);
  }
}

// The optimal values: no policy does better anywhere, V* is the best Q* at every state, and
// the two ends are what they must be: a task that cannot be finished within the budget is
// worth the guess, one that cannot fail is worth 1.
TEST(SimGroundTruth, OptimalValuesBoundEveryPolicyAndMeetTheBestAction) {
  const SimConfig c = Small();
  const CodeAgentEnv env(c);
  for (const Task task : {Task{Tier::kEasy, 1}, Task{Tier::kMedium, 4}, Task{Tier::kHard, 9}}) {
    SCOPED_TRACE(task.work);
    const TaskValues best = TaskValues::Optimal(env, task);
    double best_policy_j = 0;
    for (uint64_t seed = 1; seed <= 8; ++seed) {
      const double j = TaskValues(env, task, RandomPolicy(seed, 1.0)).J();
      EXPECT_LE(j, best.J() + 1e-12) << seed;
      best_policy_j = std::max(best_policy_j, j);
    }
    for (double beta : {0.5, 2.0, 8.0}) {
      EXPECT_LE(TaskValues(env, task, SoftmaxPolicy::SolverLike(beta)).J(), best.J() + 1e-12);
    }
    EXPECT_GT(best.J(), best_policy_j - 1e-12);
    const auto allowed = env.Allowed();
    for (int64_t u = 0; u < env.budget_units(); u += 3) {
      for (int64_t k = 0; k <= task.work; ++k) {
        const State s{k, k % 2 == 1, u, false};
        double max_q = -1e9;
        for (int a = 0; a < kNumActions; ++a) {
          if (allowed[a]) max_q = std::max(max_q, best.Q(s, static_cast<Action>(a)));
        }
        EXPECT_DOUBLE_EQ(best.V(s), max_q);
      }
    }
  }
  // Budget too small to finish: the best is to guess at once (its reward on the guess's last
  // policy token, 32 tokens in, discounted).
  SimConfig tiny = Small();
  tiny.cheat_enabled = false;
  tiny.token_budget = 96;
  const CodeAgentEnv tiny_env(tiny);
  EXPECT_NEAR(TaskValues::Optimal(tiny_env, {Tier::kHard, 9}).J(),
              tiny.p_guess * std::pow(tiny.gamma, 31), 1e-12);
  // Edits always progress and never break, no discount, a large budget: 1.
  SimConfig sure = Small();
  sure.cheat_enabled = false;
  sure.gamma = 1.0;
  sure.token_budget = 4096;
  sure.easy.p_progress = 1.0;
  sure.easy.p_break = 0.0;
  EXPECT_DOUBLE_EQ(TaskValues::Optimal(CodeAgentEnv(sure), {Tier::kEasy, 3}).J(), 1.0);
}

TEST(SimGroundTruth, ExactGradientMatchesFiniteDifferences) {
  const SimConfig c = Small();
  const CodeAgentEnv env(c);
  const Task task{Tier::kEasy, 3};
  const SoftmaxPolicy pi = RandomPolicy(5, 0.5);
  const std::vector<double> grad = TaskValues(env, task, pi).SoftmaxGradient(env, pi);
  double max_abs = 0;
  for (size_t i = 0; i < grad.size(); ++i) {
    std::vector<double> plus = pi.theta(), minus = pi.theta();
    const double h = 1e-5;
    plus[i] += h, minus[i] -= h;
    const double fd = (TaskValues(env, task, SoftmaxPolicy(plus)).J() -
                       TaskValues(env, task, SoftmaxPolicy(minus)).J()) /
                      (2 * h);
    EXPECT_NEAR(grad[i], fd, 1e-6 + 1e-5 * std::abs(fd)) << "parameter " << i;
    max_abs = std::max(max_abs, std::abs(grad[i]));
  }
  EXPECT_GT(max_abs, 1e-3) << "a vanishing gradient would make this test vacuous";
}

TEST(SimGroundTruth, GaeLambdaZeroWithOracleCriticIsTheTrueAdvantageAtDecisionTokens) {
  for (const char* decay : {"carry", "zero"}) {
    SimConfig c = Small();
    c.decay = decay;
    // Deterministic policy spans: then δ at a decision token equals A(s, a) exactly.
    c.spans.edit = {{48}, {1.0}, {32}, {1.0}};
    const CodeAgentEnv env(c);
    const SimBatch b = SampleBatch(env, RandomPolicy(7, 0.5), {.tasks = 8, .group_size = 8}, 13);
    const kernels::PackedBatch packed = harness::ToPackedBatch(b);
    ASSERT_TRUE(packed.Validate().ok()) << packed.Validate().message();
    const kernels::EstimatorParams p{.estimator = kernels::Estimator::kGae,
                                     .mask_mode = std::string(decay) == "carry"
                                                      ? kernels::MaskMode::kCarry
                                                      : kernels::MaskMode::kZero,
                                     .gamma = c.gamma,
                                     .lam = 0.0};
    std::vector<double> adv(packed.num_tokens()), ret(packed.num_tokens());
    kernels::ReferenceEstimate(packed.view(), p, adv, ret);
    size_t checked = 0;
    for (const TurnRecord& t : b.turns) {
      EXPECT_NEAR(adv[t.decision_token], t.advantage, 2e-6)
          << decay << " turn " << t.turn << " " << ActionName(t.action);
      ++checked;
    }
    EXPECT_GT(checked, 100u);
  }
}

TEST(SimGroundTruth, MonteCarloFallbackAgreesWithTheExactValuesWithinItsErrors) {
  SimConfig c = Small();
  c.max_exact_states = 0;  // force Monte Carlo everywhere
  c.mc_rollouts = 400;
  const CodeAgentEnv env(c);
  const SoftmaxPolicy pi = RandomPolicy(17, 0.5);
  const SimBatch mc = SampleBatch(env, pi, {.tasks = 3, .group_size = 2, .threads = 2}, 31);
  ASSERT_FALSE(mc.episodes[0].exact_truth);
  SimConfig exact_config = c;
  exact_config.max_exact_states = 1000000;
  const CodeAgentEnv exact_env(exact_config);
  size_t checked = 0;
  for (const TurnRecord& t : mc.turns) {
    const TaskValues tv(exact_env, mc.episodes[t.episode].task, pi);
    EXPECT_NEAR(t.v, tv.V(t.state), 5 * t.v_se + 1e-9) << "turn " << t.turn << " se " << t.v_se;
    EXPECT_NEAR(t.q, tv.Q(t.state, t.action), 5 * t.q_se + 1e-9)
        << "turn " << t.turn << " se " << t.q_se;
    EXPECT_FLOAT_EQ(mc.true_advantage[t.decision_token], static_cast<float>(t.q - t.v));
    ++checked;
  }
  EXPECT_GT(checked, 5u);
  // Same draws for any thread count.
  const SimBatch again = SampleBatch(env, pi, {.tasks = 3, .group_size = 2, .threads = 1}, 31);
  EXPECT_EQ(mc.values, again.values);
  EXPECT_EQ(mc.true_advantage, again.true_advantage);
}

TEST(SimGroundTruth, PlantedCriticalTurnDecidesTheTaskAndTheDpSeesIt) {
  SimConfig c = Small();
  c.critical_gate = true;
  c.critical_action = "run_tests";
  c.p_guess = 0.0;
  c.cheat_enabled = false;
  const CodeAgentEnv env(c);
  const SoftmaxPolicy pi = RandomPolicy(23, 0.3);
  const Task task{Tier::kEasy, 2};
  const TaskValues tv(env, task, pi);
  const State s0{};
  // Only run_tests keeps the task solvable; edit dooms it, so its advantage is negative.
  EXPECT_GT(tv.A(s0, Action::kRunTests), 0.0);
  EXPECT_LT(tv.A(s0, Action::kEdit), 0.0);
  EXPECT_GT(tv.Q(s0, Action::kRunTests), tv.Q(s0, Action::kEdit));
  // A doomed state can never earn a reward (no guesses, no cheats here).
  EXPECT_EQ(tv.V(State{2, false, 10, true}), 0.0);
  // The DP of the gated dynamics agrees with Monte Carlo.
  const SimBatch b =
      SampleBatch(env, pi, {.tasks = 2000, .group_size = 5, .fixed_tasks = {task}}, 41);
  const auto [mean, se] = MeanAndSe(b, c);
  EXPECT_NEAR(mean, tv.J(), 4 * se + 1e-9);
}

TEST(SimSampler, IdenticalForAnyThreadCountAndSeedSensitive) {
  const CodeAgentEnv env(Small());
  const SoftmaxPolicy pi = RandomPolicy(9, 0.5);
  const SimBatch a = SampleBatch(env, pi, {.tasks = 12, .group_size = 4, .threads = 1}, 21);
  const SimBatch b = SampleBatch(env, pi, {.tasks = 12, .group_size = 4, .threads = 3}, 21);
  const SimBatch c = SampleBatch(env, pi, {.tasks = 12, .group_size = 4, .threads = 2}, 22);
  EXPECT_EQ(a.cu_seqlens, b.cu_seqlens);
  EXPECT_EQ(a.rewards, b.rewards);
  EXPECT_EQ(a.values, b.values);
  EXPECT_EQ(a.true_advantage, b.true_advantage);
  EXPECT_NE(a.cu_seqlens, c.cu_seqlens);
  ASSERT_TRUE(harness::ToPackedBatch(a).Validate().ok());
  // Groups are consecutive runs of group_size episodes of one task.
  for (size_t e = 0; e < a.episodes.size(); ++e) EXPECT_EQ(a.group[e], static_cast<int64_t>(e / 4));
}

TEST(SimConfigTest, GuessingPaysPresetRewardsGuessingPerToken) {
  const SimConfig c = SimConfig::GuessingPaysPreset();
  const CodeAgentEnv env(c);
  auto reward_per_token = [&](const Policy& pi) {
    const SimBatch b = SampleBatch(env, pi, {.tasks = 200, .group_size = 8}, 5);
    double reward = 0;
    for (const EpisodeRecord& e : b.episodes) reward += e.total_reward;
    return reward / static_cast<double>(b.num_tokens());
  };
  const double guess = reward_per_token(ScriptedPolicy("guesser", 0.0));
  const double solve = reward_per_token(ScriptedPolicy("solver", 0.0));
  EXPECT_GT(guess, 2 * solve) << "guess " << guess << " vs solve " << solve << " reward per token";
}

// Reward sparsity as a setting: with progress_reward w every unit an edit completes pays w / K
// and a passing submit 1 - w, so a solve is still worth 1 and an abandoned one keeps its share.
TEST(SimConfigTest, ProgressRewardPaysAsWorkIsDoneAndASolveIsStillWorthOne) {
  SimConfig c = Small();
  c.token_budget = 2048;
  c.cheat_enabled = false;  // a cheat pays 1 or -penalty at once, whatever the work
  c.progress_reward = 0.4;
  const CodeAgentEnv env(c);
  const Task task{Tier::kMedium, 5};
  const SimBatch b = SampleBatch(env, ScriptedPolicy("solver", 0.3),
                                 {.tasks = 300, .group_size = 4, .fixed_tasks = {task}}, 7);
  std::vector<int64_t> units(b.episodes.size(), 0);  // units each episode completed
  for (const TurnRecord& t : b.turns) {
    units[t.episode] += t.next.k - t.state.k;
    if (t.next.k > t.state.k) EXPECT_NEAR(t.reward, 0.4 / 5, 1e-12);
  }
  int passes = 0, partial = 0;
  for (size_t i = 0; i < b.episodes.size(); ++i) {
    const EpisodeRecord& e = b.episodes[i];
    double expected = 0.4 * static_cast<double>(units[i]) / 5.0;
    if (e.end == EndReason::kSubmitPass) expected += 0.6, ++passes;
    if (e.end == EndReason::kGuessPass) expected += 1.0;
    if (e.end != EndReason::kSubmitPass && units[i] > 0) ++partial;
    EXPECT_NEAR(e.total_reward, expected, 1e-9);
    if (e.end == EndReason::kSubmitPass) EXPECT_NEAR(e.total_reward, 1.0, 1e-9);
  }
  EXPECT_GT(passes, 50);
  EXPECT_GT(partial, 10);  // abandoned work still paid its share
  auto r = config::LoadString<SimConfig>("progress_reward = 0.95\n", "sim.toml");
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.status().message().find("sim.toml:1:19: progress_reward: 0.95 is out of range"), std::string::npos)
      << r.status().message();
}

// A logit offset moves one action's odds against every other action by e^offset, in every
// state, and leaves the others' odds among themselves alone.
TEST(SimPolicy, ALogitOffsetMovesOneActionAlone) {
  ActionLogits offset{};
  offset[static_cast<int>(Action::kGiveUp)] = 2.0;
  const SoftmaxPolicy base = SoftmaxPolicy::SolverLike(0.7);
  const SoftmaxPolicy shifted = SoftmaxPolicy::SolverLike(0.7, offset);
  const CodeAgentEnv env(Small());
  const Task task{Tier::kHard, 9};
  for (const State& s : {State{0, false, 0}, State{4, true, 20}, State{9, false, 38}}) {
    const ActionProbs p = base.Probabilities(env.Observe(task, s), env.Allowed());
    const ActionProbs q = shifted.Probabilities(env.Observe(task, s), env.Allowed());
    const int g = static_cast<int>(Action::kGiveUp), e = static_cast<int>(Action::kEdit);
    EXPECT_NEAR((q[g] / q[e]) / (p[g] / p[e]), std::exp(2.0), 1e-9);
    EXPECT_NEAR((q[static_cast<int>(Action::kGuess)] / q[e]),
                (p[static_cast<int>(Action::kGuess)] / p[e]), 1e-12);
    EXPECT_GT(q[g], p[g]);
  }
  EXPECT_EQ(SoftmaxPolicy::SolverLike(0.7, {}).theta(), base.theta());
}

TEST(SimConfigTest, BadSpansAreRejectedWithTheKey) {
  auto r = config::LoadString<SimConfig>(
      "[spans.edit]\npolicy_tokens = [32, 64]\npolicy_probs = [0.5, 0.4]\n", "sim.toml");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status().message(),
            "sim.toml:3:1: spans.edit.policy_probs: sums to 0.900000; accepted: probabilities "
            "summing to 1");
  r = config::LoadString<SimConfig>("token_unit = 16\n[spans.guess]\npolicy_tokens = [40]\n",
                                    "sim.toml");
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.status().message().find(
                "spans.guess.policy_tokens: 40 is not a multiple of token_unit = 16"),
            std::string::npos);
  r = config::LoadString<SimConfig>("[spans.submit]\npolicy_tokens = [1]\n", "sim.toml");
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.status().message().find("1 is out of range"), std::string::npos)
      << r.status().message();
}

}  // namespace
}  // namespace agentrl::sim
