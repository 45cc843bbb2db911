// The closed loop's environment over the committed cheat set: each task's three honest candidates
// (wrong = the starter, partial = the buggy mutation, correct) are three different programs, and
// graded in the sandbox the first two fail and the last passes.
#include <gtest/gtest.h>

#include <set>

#include "../sandbox/sandbox_test_util.h"
#include "agentrl/harness/loop_job.h"
#include "agentrl/sandbox/runner.h"

namespace agentrl::harness {
namespace {

using sandbox::testing::SourceDir;

TEST(LoopEnv, CandidatesAreStarterBuggyMutationAndCorrect) {
  AGENTRL_REQUIRE_ISOLATION();
  LoopSection cfg;
  cfg.tasks = SourceDir() + "/tasks/python";
  cfg.cheat_set = SourceDir() + "/antihack/cheatsets/corpus";
  cfg.splits = {"train", "val", "test"};
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

}  // namespace
}  // namespace agentrl::harness
