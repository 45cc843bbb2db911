#include <gtest/gtest.h>

#include <atomic>

#include "agentrl/sandbox/pool.h"
#include "sandbox_test_util.h"

namespace agentrl::sandbox {
namespace {

using testing::TempDir;
using testing::WriteFile;

Task FakeTask(const std::string& id) {
  Task t;
  t.config.id = id;
  t.config.test = "true";
  return t;
}

SandboxResult Status(RunStatus s, int passed = 0) {
  SandboxResult r;
  r.status = s;
  r.tests.passed = passed;
  r.tests.total = 2;
  return r;
}

TEST(Pool, InfrastructureFailuresAreRetriedAndCountedApart) {
  PoolOptions o;
  o.workers = 2;
  o.max_retries = 2;
  ExecutionPool pool(o);
  std::atomic<int> calls{0};
  pool.SetGradeFunctionForTesting([&](const Task& t, const std::string&, const RunOptions&) {
    const int n = calls++;
    if (t.config.id == "flaky-infra" && n < 2) return Result<SandboxResult>(Status(RunStatus::kSandboxError));
    if (t.config.id == "dead-infra") {
      SandboxResult r = Status(RunStatus::kSandboxError);
      r.reason = "test step: the sandbox failed: bubblewrap failed: planted";
      return Result<SandboxResult>(r);
    }
    return Result<SandboxResult>(Status(RunStatus::kFailed));
  });
  PoolResult a = pool.Submit(FakeTask("flaky-infra"), "").get();
  EXPECT_EQ(a.result.status, RunStatus::kFailed);  // a task failure, after two retries
  EXPECT_EQ(a.result.attempts, 3);
  PoolResult b = pool.Submit(FakeTask("dead-infra"), "").get();
  EXPECT_EQ(b.result.status, RunStatus::kSandboxError);
  EXPECT_EQ(b.result.attempts, 3);
  const PoolStats s = pool.stats();
  EXPECT_EQ(s.infra_failures, 2 + 3);
  EXPECT_EQ(s.last_infra_reason, "test step: the sandbox failed: bubblewrap failed: planted");
  EXPECT_EQ(s.infra_failed_final, 1);
  EXPECT_EQ(s.completed, 2);
}

TEST(Pool, CacheAnswersARepeatedSubmission) {
  TempDir a, b;
  WriteFile(a.path() + "/s.py", "x = 1\n");
  WriteFile(b.path() + "/s.py", "x = 2\n");
  PoolOptions o;
  o.workers = 1;
  o.cache = true;
  ExecutionPool pool(o);
  std::atomic<int> calls{0};
  pool.SetGradeFunctionForTesting([&](const Task&, const std::string&, const RunOptions&) {
    ++calls;
    return Result<SandboxResult>(Status(RunStatus::kPassed, 2));
  });
  EXPECT_FALSE(pool.Submit(FakeTask("t"), a.path()).get().from_cache);
  EXPECT_TRUE(pool.Submit(FakeTask("t"), a.path()).get().from_cache);
  EXPECT_FALSE(pool.Submit(FakeTask("t"), b.path()).get().from_cache);
  EXPECT_FALSE(pool.Submit(FakeTask("u"), a.path()).get().from_cache);  // other task
  EXPECT_EQ(calls.load(), 3);
  EXPECT_EQ(pool.stats().cache_hits, 1);
}

TEST(Pool, DeterminismModeReportsDisagreements) {
  PoolOptions o;
  o.workers = 1;
  o.determinism_runs = 4;
  ExecutionPool pool(o);
  std::atomic<int> calls{0};
  pool.SetGradeFunctionForTesting([&](const Task& t, const std::string&, const RunOptions&) {
    const int n = calls++;
    if (t.config.id == "flaky" && n % 4 == 2) return Result<SandboxResult>(Status(RunStatus::kFailed, 1));
    return Result<SandboxResult>(Status(RunStatus::kPassed, 2));
  });
  PoolResult steady = pool.Submit(FakeTask("steady"), "").get();
  EXPECT_FALSE(steady.disagreement);
  EXPECT_EQ(steady.runs.size(), 4u);
  PoolResult flaky = pool.Submit(FakeTask("flaky"), "").get();
  EXPECT_TRUE(flaky.disagreement);
  EXPECT_EQ(flaky.runs[2], "failed/1/2");
  EXPECT_EQ(pool.stats().flaky, 1);
}

TEST(Pool, BoundedQueueAndInputErrors) {
  PoolOptions o;
  o.workers = 2;
  o.queue_capacity = 1;
  ExecutionPool pool(o);
  std::vector<std::future<PoolResult>> fs;
  for (int i = 0; i < 20; ++i) fs.push_back(pool.Submit(FakeTask("t"), "/no/such/submission"));
  for (auto& f : fs) {
    const PoolResult r = f.get();
    EXPECT_FALSE(r.error.ok());
    EXPECT_EQ(r.error.exit_code(), 2);
  }
  EXPECT_EQ(pool.stats().completed, 20);
  EXPECT_EQ(pool.workers(), 2);
}

TEST(Pool, RealRunsConcurrently) {
  AGENTRL_REQUIRE_ISOLATION();
  auto t = LoadTask(testing::SourceDir() + "/tasks/python/easy-01-fizzbuzz");
  ASSERT_TRUE(t.ok()) << t.status().message();
  PoolOptions o;
  o.workers = 4;
  o.determinism_runs = 2;
  ExecutionPool pool(o);
  std::vector<std::future<PoolResult>> fs;
  for (int i = 0; i < 6; ++i) fs.push_back(pool.Submit(*t, i % 2 ? t->reference_dir() : ""));
  for (int i = 0; i < 6; ++i) {
    const PoolResult r = fs[i].get();
    EXPECT_EQ(r.result.status, i % 2 ? RunStatus::kPassed : RunStatus::kFailed) << r.result.reason;
    EXPECT_FALSE(r.disagreement);
  }
  // A sandbox that fails to start is retried (once seen in CI, with a dozen other sandboxes
  // starting in parallel tests); what must hold is that no submission ends as one.
  const PoolStats s = pool.stats();
  EXPECT_EQ(s.infra_failed_final, 0) << s.infra_failures << " infrastructure failures, the last: "
                                     << s.last_infra_reason;
  if (s.infra_failures > 0)
    std::printf("note: %lld infrastructure failure(s) retried; the last: %s\n",
                static_cast<long long>(s.infra_failures), s.last_infra_reason.c_str());
}

}  // namespace
}  // namespace agentrl::sandbox
