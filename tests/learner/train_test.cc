// Training on the simulator end to end: it learns, it is reproducible for any thread count,
// non-finite updates are refused, and bad [train] sections are rejected with their location.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "agentrl/harness/experiment_config.h"
#include "agentrl/harness/train_job.h"
#include "agentrl/learner/agent.h"

namespace agentrl::harness {
namespace {

namespace fs = std::filesystem;

// Easy tasks only, a short budget: a uniform policy succeeds ~4% of the time. λ = 1 for the
// critic run: with λ = 0.95 a critic learned from scratch biases the advantages of long
// trajectories enough that PPO's progress depends on the seed (measured: 1 of 3 seeds learns in
// 25 iterations; with λ = 1, 3 of 3).
const char* kEasy = R"(
[advantages]
lam = 1.0
[run]
name = "learn"
seed = 3
threads = 1
[sim]
token_budget = 2048
[sim.easy]
weight = 1.0
[sim.medium]
weight = 0.0
[sim.hard]
weight = 0.0
[train]
enabled = true
iterations = 25
tasks_per_iteration = 64
group_size = 8
lr_policy = 0.01
epochs = 2
minibatches = 2
)";

class TrainTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("agentrl_train_" + std::to_string(getpid()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  ExperimentConfig Load(const std::string& text) {
    auto c = config::LoadString<ExperimentConfig>(text, "test.toml");
    EXPECT_TRUE(c.ok()) << c.status().message();
    return *c;
  }
  fs::path dir_;
};

double MeanSuccess(const std::vector<IterationMetrics>& its, size_t from, size_t to) {
  double s = 0;
  for (size_t i = from; i < to; ++i) s += its[i].success_rate;
  return s / static_cast<double>(to - from);
}

TEST_F(TrainTest, PpoAndGrpoBothRaiseTheSuccessRate) {
  const ExperimentConfig cfg = Load(kEasy);
  std::ostringstream log;
  for (const char* est : {"grpo", "gae"}) {
    auto run = TrainOnSim(cfg, est, (dir_ / est).string(), log);
    ASSERT_TRUE(run.ok()) << run.status().message();
    const auto& its = run->iterations;
    ASSERT_EQ(its.size(), 25u);
    const double first = MeanSuccess(its, 0, 3), last = MeanSuccess(its, 22, 25);
    EXPECT_GT(last, first + 0.3) << est << ": success " << first << " -> " << last;
    EXPECT_GT(its.back().exact_j, its.front().exact_j + 0.3) << est;
    EXPECT_TRUE(fs::exists(dir_ / est / "checkpoint.pt"));
    std::ifstream metrics(dir_ / est / "metrics.jsonl");
    std::string line;
    int lines = 0;
    while (std::getline(metrics, line)) {
      const auto j = nlohmann::json::parse(line);
      EXPECT_EQ(j["estimator"], est);
      ++lines;
    }
    EXPECT_EQ(lines, 25);
  }
}

// Everything but the timings, for comparing runs.
std::vector<std::string> WithoutTimings(const fs::path& p) {
  std::vector<std::string> out;
  std::ifstream in(p);
  std::string line;
  while (std::getline(in, line)) {
    auto j = nlohmann::json::parse(line);
    j.erase("wall_s");
    j.erase("tokens_per_s");
    out.push_back(j.dump());
  }
  return out;
}

TEST_F(TrainTest, SameSeedGivesIdenticalMetricsForAnyThreadCount) {
  ExperimentConfig cfg = Load(kEasy);
  cfg.train.iterations = 4;
  cfg.train.critic_pretrain_iterations = 1;
  std::ostringstream log;
  cfg.run.threads = 1;
  ASSERT_TRUE(TrainOnSim(cfg, "gae", (dir_ / "a").string(), log).ok());
  cfg.run.threads = 2;
  ASSERT_TRUE(TrainOnSim(cfg, "gae", (dir_ / "b").string(), log).ok());
  const auto a = WithoutTimings(dir_ / "a" / "metrics.jsonl");
  const auto b = WithoutTimings(dir_ / "b" / "metrics.jsonl");
  ASSERT_EQ(a.size(), 5u);  // 1 pretraining + 4 training iterations
  EXPECT_EQ(a, b);
  cfg.run.seed = 4;
  ASSERT_TRUE(TrainOnSim(cfg, "gae", (dir_ / "c").string(), log).ok());
  EXPECT_NE(a, WithoutTimings(dir_ / "c" / "metrics.jsonl"));
}

// train.adv_flip_share, the positive control: on the first batch (the same for every share),
// flipping every token's sign negates the advantages' agreement with the exact ones, flipping
// none changes nothing, and a share in between lies between; over training, flipping every
// sign unlearns what the unflipped run learns.
TEST_F(TrainTest, FlippedAdvantageSignsAreTheKnownDegradation) {
  ExperimentConfig cfg = Load(kEasy);
  cfg.train.iterations = 6;
  std::ostringstream log;
  std::map<double, std::vector<IterationMetrics>> runs;
  for (double share : {0.0, 0.3, 1.0}) {
    cfg.train.adv_flip_share = share;
    auto run = TrainOnSim(cfg, "grpo", (dir_ / std::to_string(share)).string(), log);
    ASSERT_TRUE(run.ok()) << run.status().message();
    runs[share] = run->iterations;
  }
  const double clean = runs[0.0][0].adv_spearman, flipped = runs[1.0][0].adv_spearman;
  ASSERT_GT(clean, 0.05);
  EXPECT_NEAR(flipped, -clean, 1e-12);
  EXPECT_NEAR(runs[1.0][0].adv_pearson, -runs[0.0][0].adv_pearson, 1e-12);
  EXPECT_LT(runs[0.3][0].adv_spearman, clean);
  EXPECT_GT(runs[0.3][0].adv_spearman, flipped);
  EXPECT_LT(MeanSuccess(runs[1.0], 3, 6), MeanSuccess(runs[0.0], 3, 6) - 0.05);
  // Out of range is refused naming the key.
  auto bad = config::LoadString<ExperimentConfig>("[train]\nadv_flip_share = 1.5\n", "t.toml");
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.status().message().find("train.adv_flip_share"), std::string::npos);
  // The closed loop does not apply it: refused there rather than ignored.
  auto loop = config::LoadString<ExperimentConfig>(
      "[train]\nadv_flip_share = 0.2\n[loop]\nenabled = true\n", "t.toml");
  ASSERT_FALSE(loop.ok());
  EXPECT_EQ(loop.status().exit_code(), 2);
  EXPECT_NE(loop.status().message().find("train.adv_flip_share: the closed loop"),
            std::string::npos)
      << loop.status().message();
}

// train.critic_noise_std and critic_position_bias, the critic's positive controls: on the first
// update after value pretraining (the same batch and critic in every run), corrupting the values
// GAE reads lowers the advantages' agreement with the exact ones, more noise more; GRPO reads no
// values and is unchanged bit for bit; the closed loop refuses them.
TEST_F(TrainTest, ACorruptedCriticIsTheKnownDegradation) {
  ExperimentConfig cfg = Load(kEasy);
  cfg.train.iterations = 2;
  cfg.train.critic_pretrain_iterations = 4;
  cfg.advantages.lam = 0.95;
  std::ostringstream log;
  auto first_update = [&](const std::string& estimator, double noise, double bias,
                          const std::string& name) {
    cfg.train.critic_noise_std = noise;
    cfg.train.critic_position_bias = bias;
    auto run = TrainOnSim(cfg, estimator, (dir_ / name).string(), log);
    EXPECT_TRUE(run.ok()) << run.status().message();
    for (const IterationMetrics& m : run->iterations)
      if (!m.pretrain) return m.adv_spearman;
    ADD_FAILURE() << "no update in " << name;
    return 0.0;
  };
  const double clean = first_update("gae", 0, 0, "clean");
  const double some = first_update("gae", 0.3, 0, "noise0.3");
  const double much = first_update("gae", 3.0, 0, "noise3");
  const double drift = first_update("gae", 0, 2.0, "bias2");
  ASSERT_GT(clean, 0.05) << some << " " << much << " " << drift;
  EXPECT_LT(some, clean);
  EXPECT_LT(much, some);
  EXPECT_LT(drift, clean);
  first_update("grpo", 0, 0, "grpo-clean");
  first_update("grpo", 3.0, 2.0, "grpo-corrupted");
  EXPECT_EQ(WithoutTimings(dir_ / "grpo-clean" / "metrics.jsonl"),
            WithoutTimings(dir_ / "grpo-corrupted" / "metrics.jsonl"));
  auto loop = config::LoadString<ExperimentConfig>(
      "[train]\ncritic_noise_std = 0.5\n[loop]\nenabled = true\n", "t.toml");
  ASSERT_FALSE(loop.ok());
  EXPECT_EQ(loop.status().exit_code(), 2);
  EXPECT_NE(loop.status().message().find("train.critic_noise_std: the closed loop"),
            std::string::npos)
      << loop.status().message();
}

// train.critic_values = "oracle": GAE reads the simulator's exact V^pi instead of the learned
// critic, so a training run can cross critic quality with λ. On the first update (the critic still
// at its initial weights) the oracle's advantages agree far better with the exact ones than the
// learned critic's; the corruptions apply to the oracle's values too; the arm gae_oracle is the
// same run; GRPO reads no values; the closed loop refuses both.
TEST_F(TrainTest, AnOracleCriticFeedsGaeTheExactValues) {
  ExperimentConfig cfg = Load(kEasy);
  cfg.train.iterations = 1;
  cfg.advantages.lam = 0.95;
  std::ostringstream log;
  auto first_update = [&](const std::string& estimator, const std::string& values, double noise,
                          const std::string& name) {
    cfg.train.critic_values = values;
    cfg.train.critic_noise_std = noise;
    auto run = TrainOnSim(cfg, estimator, (dir_ / name).string(), log);
    EXPECT_TRUE(run.ok()) << run.status().message();
    return run.ok() && !run->iterations.empty() ? run->iterations.front().adv_spearman : 0.0;
  };
  const double learned = first_update("gae", "learned", 0, "learned");
  const double oracle = first_update("gae", "oracle", 0, "oracle");
  const double noisy = first_update("gae", "oracle", 3.0, "oracle-noise3");
  EXPECT_GT(oracle, 0.5) << learned << " " << noisy;
  EXPECT_GT(oracle, learned + 0.1) << learned << " " << noisy;
  EXPECT_LT(noisy, oracle - 0.1) << learned << " " << noisy;
  // The arm gae_oracle is the same run as gae with critic_values = "oracle".
  EXPECT_EQ(first_update("gae_oracle", "learned", 0, "gae-oracle-arm"), oracle);
  first_update("grpo", "learned", 0, "grpo-learned");
  first_update("grpo", "oracle", 0, "grpo-oracle");
  EXPECT_EQ(WithoutTimings(dir_ / "grpo-learned" / "metrics.jsonl"),
            WithoutTimings(dir_ / "grpo-oracle" / "metrics.jsonl"));
  auto loop = config::LoadString<ExperimentConfig>(
      "[train]\ncritic_values = \"oracle\"\n[loop]\nenabled = true\n", "t.toml");
  ASSERT_FALSE(loop.ok());
  EXPECT_EQ(loop.status().exit_code(), 2);
  EXPECT_NE(loop.status().message().find("train.critic_values: the closed loop"),
            std::string::npos)
      << loop.status().message();
  auto loop_arm = config::LoadString<ExperimentConfig>(
      "[train]\nestimators = [\"gae_oracle\"]\n[loop]\nenabled = true\n", "t.toml");
  ASSERT_FALSE(loop_arm.ok());
  EXPECT_NE(loop_arm.status().message().find("train.estimators: gae_oracle"), std::string::npos)
      << loop_arm.status().message();
}

// The training job's report names the arms as researchers do; the config's short names stay
// the keys of summary.json and the run directories.
TEST_F(TrainTest, TheReportNamesTheArmsAsResearchersDo) {
  ExperimentConfig cfg = Load(kEasy);
  cfg.train.iterations = 2;
  cfg.train.tasks_per_iteration = 8;
  cfg.train.eval_tasks = 4;
  cfg.train.estimators = {"grpo", "gae", "gae_oracle"};
  cfg.advantages.lam = 0.95;
  cfg.run.out_dir = dir_.string();
  std::ostringstream out;
  ASSERT_TRUE(RunTrainJob(cfg, out).ok()) << out.str();
  // The headline names the arm ahead in final J, learning speed and advantage quality: GAE on
  // the exact values at λ = 0.95 follows the exact advantages far more closely than the others.
  EXPECT_NE(out.str().find("highest advantage Spearman with the exact A(s, a): PPO + exact "
                           "values (GAE reading V^π)"),
            std::string::npos)
      << out.str();
  EXPECT_NE(out.str().find("J over the first quarter (learning speed)"), std::string::npos)
      << out.str();
  std::ifstream in(dir_ / cfg.run.name / "report.md");
  const std::string report((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_NE(report.find("| GRPO | "), std::string::npos) << report;
  EXPECT_NE(report.find("| PPO + token-level critic (GAE) | "), std::string::npos) << report;
  EXPECT_NE(report.find("| PPO + exact values (GAE reading V^π) | "), std::string::npos) << report;
  EXPECT_EQ(report.find("| gae | "), std::string::npos) << report;
  EXPECT_NE(out.str().find("PPO + token-level critic (GAE) 0."), std::string::npos) << out.str();
  std::ifstream sj(dir_ / cfg.run.name / "summary.json");
  const nlohmann::json summary = nlohmann::json::parse(sj);
  EXPECT_TRUE(summary.contains("grpo") && summary.contains("gae")) << summary.dump();
  EXPECT_TRUE(fs::exists(dir_ / cfg.run.name / "gae" / "metrics.jsonl"));
  // The lengths of failed and passed episodes split the mean length by the success rate.
  std::ifstream metrics(dir_ / cfg.run.name / "grpo" / "metrics.jsonl");
  int checked = 0;
  for (std::string line; std::getline(metrics, line);) {
    const nlohmann::json m = nlohmann::json::parse(line);
    const double s = m["success_rate"];
    if (s <= 0 || s >= 1) continue;  // one of the two is null then
    const double failed = m["mean_length_failed"], passed = m["mean_length_passed"];
    EXPECT_NEAR(m["mean_length"].get<double>(), s * passed + (1 - s) * failed, 1e-6) << line;
    EXPECT_GT(failed, 0);
    EXPECT_GT(passed, 0);
    ++checked;
  }
  EXPECT_GT(checked, 0);
}

TEST_F(TrainTest, ANonFiniteUpdateIsRefusedAndLeavesTheWeights) {
  learner::TrainConfig tc;
  auto created = learner::Agent::Create(tc, true, 1);
  ASSERT_TRUE(created.ok()) << created.status().message();
  std::unique_ptr<learner::Agent> agent = std::move(*created);
  learner::UpdateBatch u;
  u.cu_seqlens = {0, 3};
  u.mask = {1, 1, 0};
  u.token_features.assign(3 * learner::kTokenFeatures, 0.5f);
  u.advantages = {std::nanf(""), 1.0f, 0.0f};
  u.returns = {1.0f, 1.0f, 0.0f};
  u.old_values = {0.0f, 0.0f, 0.0f};
  u.decision_token = {0};
  u.action = {0};
  u.allowed = {1, 1, 1, 1, 1, 0};
  const sim::Features f{1, 0, 0, 0, 0.1, 0};
  const auto before = agent->Snapshot()->Probabilities(f, {true, true, true, true, true, false});
  const learner::UpdateStats s = agent->Update(u, 7);
  EXPECT_FALSE(s.finite);
  EXPECT_NE(s.problem.find("non-finite"), std::string::npos);
  const auto after = agent->Snapshot()->Probabilities(f, {true, true, true, true, true, false});
  EXPECT_EQ(before, after);
}

// A checkpoint that is not one (truncated, or another configuration's) is refused with a
// message naming the file, without LibTorch's C++ backtrace, and the agent stays as it was.
TEST_F(TrainTest, ABadCheckpointIsRefusedWithAShortMessage) {
  learner::TrainConfig tc;
  auto created = learner::Agent::Create(tc, false, 2);
  ASSERT_TRUE(created.ok()) << created.status().message();
  std::unique_ptr<learner::Agent> agent = std::move(*created);
  fs::create_directories(dir_);
  const std::string good = (dir_ / "good.pt").string(), bad = (dir_ / "bad.pt").string();
  const Status saved = agent->Save(good);
  ASSERT_TRUE(saved.ok()) << saved.message();
  std::ifstream in(good, std::ios::binary);
  const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  ASSERT_GT(bytes.size(), 64u);
  std::ofstream(bad, std::ios::binary) << bytes.substr(0, bytes.size() / 2);
  const sim::Features f{1, 0, 0, 0, 0.1, 0};
  const std::array<bool, sim::kNumActions> all{true, true, true, true, true, true};
  const auto before = agent->Snapshot()->Probabilities(f, all);
  const Status st = agent->Load(bad);
  ASSERT_FALSE(st.ok());
  EXPECT_EQ(st.code(), StatusCode::kInvalidInput);
  EXPECT_NE(st.message().find(bad), std::string::npos) << st.message();
  EXPECT_EQ(st.message().find("Exception raised from"), std::string::npos) << st.message();
  EXPECT_EQ(st.message().find("frame #"), std::string::npos) << st.message();
  EXPECT_EQ(agent->Snapshot()->Probabilities(f, all), before);
  // A checkpoint without the critic this agent has fails after the policy's weights were
  // read: the agent is left as it was all the same.
  auto with_critic = learner::Agent::Create(tc, true, 3);
  ASSERT_TRUE(with_critic.ok());
  const auto critic_before = (*with_critic)->Snapshot()->Probabilities(f, all);
  const Status mismatch = (*with_critic)->Load(good);
  ASSERT_FALSE(mismatch.ok());
  EXPECT_EQ(mismatch.message().find("frame #"), std::string::npos) << mismatch.message();
  EXPECT_EQ((*with_critic)->Snapshot()->Probabilities(f, all), critic_before);
  EXPECT_EQ(agent->Load((dir_ / "missing.pt").string()).code(), StatusCode::kInvalidInput);
  // And a good one loads.
  ASSERT_TRUE(agent->Load(good).ok());
}

// Two one-decision sequences in the same state: action 1 with advantage +scale, action 3 with
// -scale (each followed by an observation token).
const sim::Features kTwoDecisionFeatures{0.5, 0, 0, 0.5, 0.2, 1};
learner::UpdateBatch TwoDecisionBatch(float scale) {
  learner::UpdateBatch u;
  u.cu_seqlens = {0, 2, 4};
  u.mask = {1, 0, 1, 0};
  const std::array<float, learner::kTokenFeatures> x =
      learner::DecisionFeatures(kTwoDecisionFeatures);
  for (int i = 0; i < 4; ++i) u.token_features.insert(u.token_features.end(), x.begin(), x.end());
  u.advantages = {scale, 0.0f, -scale, 0.0f};
  u.returns = {1.0f, 1.0f, 0.0f, 0.0f};
  u.old_values = {0, 0, 0, 0};
  u.decision_token = {0, 2};
  u.action = {1, 3};
  u.allowed.assign(2 * sim::kNumActions, 1);
  return u;
}

// The learning-rate warm-up: update k runs at (k + 1) / N of both rates, then at the full rate.
// Adam's step is linear in the learning rate (its moments do not depend on it), so a one-step
// update at rate 0.04 with a warm-up of 4 is the one-step update at rate 0.01. The position in
// the warm-up is part of the checkpoint: a resumed agent continues where it stopped.
TEST_F(TrainTest, LearningRateWarmUpScalesTheFirstUpdatesAndResumes) {
  fs::create_directories(dir_);
  learner::TrainConfig warm;
  warm.epochs = 1;
  warm.minibatches = 1;
  warm.lr_policy = 0.04;
  warm.lr_critic = 0.02;
  warm.lr_warmup_updates = 4;
  learner::TrainConfig plain = warm;
  plain.lr_policy = 0.01;
  plain.lr_critic = 0.005;
  plain.lr_warmup_updates = 0;
  auto make = [](const learner::TrainConfig& tc) {
    auto created = learner::Agent::Create(tc, /*with_critic=*/true, 5);
    EXPECT_TRUE(created.ok()) << created.status().message();
    return std::move(*created);
  };
  const std::array<bool, sim::kNumActions> all{true, true, true, true, true, true};
  auto probs = [&](const std::unique_ptr<learner::Agent>& a) {
    return a->Snapshot()->Probabilities(kTwoDecisionFeatures, all);
  };
  const learner::UpdateBatch u = TwoDecisionBatch(1.0f);

  auto w = make(warm), p = make(plain);
  const sim::ActionProbs p0 = probs(w);
  const std::vector<float> v0 = w->Values(u.token_features);
  const learner::UpdateStats sw = w->Update(u, 3), sp = p->Update(u, 3);
  ASSERT_TRUE(sw.finite && sp.finite);
  EXPECT_DOUBLE_EQ(sw.lr_scale, 0.25);
  EXPECT_DOUBLE_EQ(sp.lr_scale, 1.0);
  const sim::ActionProbs pw = probs(w), pp = probs(p);
  for (size_t k = 0; k < pw.size(); ++k) EXPECT_NEAR(pw[k], pp[k], 1e-6) << k;
  EXPECT_GT(pw[1], p0[1] + 1e-3);  // it did move
  const std::vector<float> vw = w->Values(u.token_features), vp = p->Values(u.token_features);
  for (size_t t = 0; t < vw.size(); ++t) {
    EXPECT_NEAR(vw[t], vp[t], 1e-6) << t;
    EXPECT_NE(vw[t], v0[t]) << t;
  }

  // The schedule, and a resume from a checkpoint taken after the first update.
  const std::string ckpt = (dir_ / "warm.pt").string();
  ASSERT_TRUE(w->Save(ckpt).ok());
  std::vector<double> scales;
  for (int k = 1; k < 6; ++k) scales.push_back(w->Update(u, 3 + k).lr_scale);
  EXPECT_EQ(scales, (std::vector<double>{0.5, 0.75, 1.0, 1.0, 1.0}));
  auto resumed = make(warm);
  ASSERT_TRUE(resumed->Load(ckpt).ok());
  std::vector<double> resumed_scales;
  for (int k = 1; k < 6; ++k) resumed_scales.push_back(resumed->Update(u, 3 + k).lr_scale);
  EXPECT_EQ(resumed_scales, scales);
  EXPECT_EQ(probs(resumed), probs(w));
  EXPECT_EQ(resumed->Values(u.token_features), w->Values(u.token_features));
}

// A pipelined sampler hands the learner batches drawn by an older policy, with that policy's
// log-probabilities: decoupled PPO weights each decision's advantage by pi_current / pi_behavior
// (capped) and clips against the current policy. Given the current policy's own log-probabilities
// the update is the on-policy one; given a policy that made the actions twice as likely, it is
// the on-policy update with halved advantages; a weight above the cap counts as the cap; a wrong
// count is refused before anything changes.
TEST_F(TrainTest, BehaviorLogProbsWeightTheAdvantages) {
  learner::TrainConfig tc;
  tc.lr_policy = 0.05;
  const sim::Features f = kTwoDecisionFeatures;
  const std::array<bool, sim::kNumActions> all{true, true, true, true, true, true};
  auto make_batch = [&](float scale) { return TwoDecisionBatch(scale); };
  auto agent = [&] {
    auto created = learner::Agent::Create(tc, false, 5);
    EXPECT_TRUE(created.ok()) << created.status().message();
    return std::move(*created);
  };
  auto probs = [&](const std::unique_ptr<learner::Agent>& a) {
    return a->Snapshot()->Probabilities(f, all);
  };
  auto expect_same = [&](const sim::ActionProbs& a, const sim::ActionProbs& b, const char* what) {
    for (size_t k = 0; k < a.size(); ++k) EXPECT_NEAR(a[k], b[k], 1e-5) << what << " " << k;
  };
  const sim::ActionProbs p0 = probs(agent());
  const float own1 = static_cast<float>(std::log(p0[1])),
              own3 = static_cast<float>(std::log(p0[3]));

  auto on_policy = agent(), given_own = agent();
  ASSERT_TRUE(on_policy->Update(make_batch(1.0f), 3).finite);
  learner::UpdateBatch u = make_batch(1.0f);
  u.behavior_logp = {own1, own3};
  ASSERT_TRUE(given_own->Update(u, 3).finite);
  expect_same(probs(on_policy), probs(given_own), "own log-probs");
  EXPECT_GT(probs(on_policy)[1], p0[1]);

  auto halved = agent(), likelier = agent();
  ASSERT_TRUE(halved->Update(make_batch(0.5f), 3).finite);
  u.behavior_logp = {own1 + std::log(2.0f), own3 + std::log(2.0f)};
  ASSERT_TRUE(likelier->Update(u, 3).finite);
  expect_same(probs(halved), probs(likelier), "weight 1/2");

  auto capped = agent(), far_less_likely = agent();
  ASSERT_TRUE(
      capped->Update(make_batch(static_cast<float>(learner::kBehaviorWeightCap)), 3).finite);
  u.behavior_logp = {own1 - std::log(10.0f), own3 - std::log(10.0f)};
  ASSERT_TRUE(far_less_likely->Update(u, 3).finite);
  expect_same(probs(capped), probs(far_less_likely), "weight 10 capped");

  auto wrong = agent();
  u.behavior_logp = {0.0f};
  const learner::UpdateStats s = wrong->Update(u, 3);
  EXPECT_FALSE(s.finite);
  EXPECT_NE(s.problem.find("behavior_logp"), std::string::npos) << s.problem;
  EXPECT_EQ(probs(wrong), p0);
}

TEST_F(TrainTest, ValuePretrainingKeepsThePolicyFixedAndMovesTheCritic) {
  for (const char* arch : {"separate", "shared"}) {
    learner::TrainConfig tc;
    tc.critic_arch = arch;
    auto created = learner::Agent::Create(tc, true, 3);
    ASSERT_TRUE(created.ok()) << created.status().message();
    std::unique_ptr<learner::Agent> agent = std::move(*created);
    learner::UpdateBatch u;
    u.cu_seqlens = {0, 4};
    u.mask = {1, 1, 1, 0};
    u.token_features.assign(4 * learner::kTokenFeatures, 0.25f);
    u.advantages = {1, 1, 1, 0};
    u.returns = {1, 1, 1, 0};
    u.old_values = {0, 0, 0, 0};
    u.decision_token = {0};
    u.action = {0};
    u.allowed = {1, 1, 1, 1, 1, 0};
    const sim::Features f{1, 0, 0, 0, 0.25, 0};
    const std::array<bool, 6> allowed{true, true, true, true, true, false};
    const auto before = agent->Snapshot()->Probabilities(f, allowed);
    const float v0 = agent->Values(u.token_features)[0];
    const learner::UpdateStats s = agent->FitValues(u, 1);
    EXPECT_TRUE(s.finite) << arch;
    EXPECT_EQ(agent->Snapshot()->Probabilities(f, allowed), before) << arch;
    EXPECT_NE(agent->Values(u.token_features)[0], v0) << arch;
  }
}

TEST_F(TrainTest, BadTrainSectionsNameTheLineAndField) {
  auto bad = config::LoadString<ExperimentConfig>("[train]\nenabled = true\ndual_clip = 0.5\n",
                                                  "exp.toml");
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.status().exit_code(), 2);
  EXPECT_NE(bad.status().message().find("exp.toml:3:"), std::string::npos)
      << bad.status().message();
  EXPECT_NE(bad.status().message().find("train.dual_clip"), std::string::npos);
  auto typo =
      config::LoadString<ExperimentConfig>("[train]\nloss_agg = \"mean\"\nclipp = 1\n", "exp.toml");
  ASSERT_FALSE(typo.ok());
  EXPECT_NE(typo.status().message().find("token-mean"), std::string::npos)
      << typo.status().message();
  EXPECT_NE(typo.status().message().find("exp.toml:3:"), std::string::npos);
}

}  // namespace
}  // namespace agentrl::harness
