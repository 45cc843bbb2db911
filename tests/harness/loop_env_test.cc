// The closed loop's environment over the committed cheat set: each task's three honest candidates
// (wrong = the starter, partial = the buggy mutation, correct) are three different programs, and
// graded in the sandbox the first two fail and the last passes; loop.exclude_cheats.
#include <gtest/gtest.h>

#include <set>

#include "../sandbox/sandbox_test_util.h"
#include "agentrl/harness/loop_job.h"
#include "agentrl/sandbox/runner.h"
#include "loop/sandbox_env.h"
#include "loop/update_batch.h"

namespace agentrl::harness {
namespace {

using sandbox::testing::SourceDir;

// The loop's environment over every split of the committed tasks and cheat set.
LoopSection WholeCorpus() {
  LoopSection cfg;
  cfg.tasks = SourceDir() + "/tasks/python";
  cfg.cheat_set = SourceDir() + "/cheatsets/corpus";
  cfg.splits = {"train", "val", "test"};
  return cfg;
}

TEST(LoopEnv, CandidatesAreStarterBuggyMutationAndCorrect) {
  AGENTRL_REQUIRE_ISOLATION();
  const LoopSection cfg = WholeCorpus();
  auto env = LoadSandboxEnv(cfg);
  ASSERT_TRUE(env.ok()) << env.status().message();
  ASSERT_EQ(env->size(), 21u);
  for (const EnvTask& t : *env) {
    SCOPED_TRACE(t.name);
    EXPECT_EQ(t.partial.kind, "partial");
    EXPECT_NE(t.partial.submission_dir.find("--honest--buggy-mutation"), std::string::npos)
        << t.partial.submission_dir;
    EXPECT_EQ(std::set<std::string>({t.wrong.code, t.partial.code, t.correct.code}).size(), 3u)
        << "the three candidates must be different programs";
    for (const auto& [c, want] : {std::pair{&t.wrong, sandbox::RunStatus::kFailed},
                                  std::pair{&t.partial, sandbox::RunStatus::kFailed},
                                  std::pair{&t.correct, sandbox::RunStatus::kPassed}}) {
      auto r = sandbox::RunSubmission(t.task, c->submission_dir, {});
      ASSERT_TRUE(r.ok()) << r.status().message();
      EXPECT_EQ(r->status, want) << c->kind << " (" << c->submission_dir << "): " << r->reason;
    }
  }
}

// loop.exclude_cheats takes a category out of every task's cheat menu and nothing else; the
// candidates carry their cheat-set case ids (the store's submitted_case).
TEST(LoopEnv, ExcludedCheatCategoriesAreNeverOffered) {
  LoopSection cfg = WholeCorpus();
  auto all = LoadSandboxEnv(cfg);
  ASSERT_TRUE(all.ok()) << all.status().message();
  cfg.exclude_cheats = {"copy_upstream_renamed"};
  auto fewer = LoadSandboxEnv(cfg);
  ASSERT_TRUE(fewer.ok()) << fewer.status().message();
  ASSERT_EQ(all->size(), fewer->size());
  size_t excluded = 0;
  for (size_t i = 0; i < all->size(); ++i) {
    const EnvTask &a = (*all)[i], &f = (*fewer)[i];
    SCOPED_TRACE(a.name);
    EXPECT_EQ(a.wrong.case_id, "starter");
    EXPECT_FALSE(a.correct.case_id.empty());
    std::vector<std::string> kept;
    for (const Candidate& c : a.cheats) {
      EXPECT_FALSE(c.case_id.empty());
      if (c.category == "copy_upstream_renamed") {
        ++excluded;
      } else {
        kept.push_back(c.case_id);
      }
    }
    std::vector<std::string> offered;
    for (const Candidate& c : f.cheats) offered.push_back(c.case_id);
    EXPECT_EQ(offered, kept);
  }
  EXPECT_GT(excluded, 0u) << "the corpus has renamed copies to exclude";
}

// loop.edit_success reaches the environment: with 1 every edit advances the candidate (wrong ->
// partial -> correct), with 0 none does, and each tier reads its own value.
TEST(LoopEnv, EditSuccessComesFromTheConfigByTier) {
  auto env = LoadSandboxEnv(WholeCorpus());
  ASSERT_TRUE(env.ok()) << env.status().message();
  std::set<int> tiers;
  for (const EnvTask& t : *env) tiers.insert(t.tier);
  ASSERT_EQ(tiers, (std::set<int>{0, 1, 2}));
  for (int sure_tier : {0, 1, 2}) {
    loop::SandboxEnvSpec spec;
    spec.edit_success = {0.0, 0.0, 0.0};
    spec.edit_success[static_cast<size_t>(sure_tier)] = 1.0;
    const loop::SandboxEnv sandbox_env(*env, spec);
    CounterRng rng(7);
    for (size_t i = 0; i < env->size(); ++i) {
      SCOPED_TRACE((*env)[i].name);
      loop::Episode e = sandbox_env.Reset(static_cast<int>(i), 0);
      sandbox_env.Step(&e, sim::Action::kEdit, &rng);
      sandbox_env.Step(&e, sim::Action::kEdit, &rng);
      EXPECT_EQ(e.state.stage, (*env)[i].tier == sure_tier ? 2 : 0);
    }
  }
}

// [loop] policy_tokens, env_tokens and token_budget_per_turn reach the update: each turn
// becomes policy + environment tokens, only the policy's trained on, the decision at the first.
TEST(LoopEnv, TurnTokensComeFromTheConfig) {
  LoopSection c;
  c.policy_tokens = {3, 1, 2, 1, 1, 5};
  c.env_tokens = {4, 6, 0, 1, 2, 2};
  c.token_budget_per_turn = 10;
  const loop::SandboxEnvSpec spec = loop::SandboxEnvSpecOf(c);
  EXPECT_EQ(spec.TokenBudget(), 60.0);  // max_turns 6 x 10
  const std::vector<EnvTask> none;
  const loop::SandboxEnv env(none, spec);
  std::vector<loop::Episode> eps(2);
  const sim::Action seq[] = {sim::Action::kEdit, sim::Action::kRunTests, sim::Action::kSubmit};
  for (size_t i = 0; i < eps.size(); ++i) {
    for (sim::Action a : seq) eps[i].turns.push_back({{}, {}, a, 0.0f});
    eps[i].reward = static_cast<double>(i);  // the group's rewards differ: it is kept
  }
  const loop::UpdateInput in = loop::BuildUpdateInput(eps, env, true, 0);
  // Per episode: edit 3 + 4, run_tests 1 + 6, submit 2 + 0 = 16 tokens, 6 of them the policy's.
  ASSERT_EQ(in.u.mask.size(), 32u);
  int64_t trained = 0;
  for (uint8_t m : in.u.mask) trained += m;
  EXPECT_EQ(trained, 12);
  EXPECT_EQ(in.u.decision_token, (std::vector<int64_t>{0, 7, 14, 16, 23, 30}));
  EXPECT_EQ(in.u.cu_seqlens.back(), 32);
}

}  // namespace
}  // namespace agentrl::harness
