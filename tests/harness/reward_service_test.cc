// The reward service keeps the design's order: the rule stage before any reward, the judge
// (synchronous or late) before a positive reward reaches an update, infrastructure failures
// never booked, re-executions compared.
#include "agentrl/harness/reward_service.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <signal.h>
#include <thread>

#include "../antihack/llama_server.h"
#include "../sandbox/sandbox_test_util.h"
#include "agentrl/sandbox/task.h"

namespace agentrl::harness {
namespace {

using sandbox::testing::SourceDir;
using sandbox::testing::TempDir;
using sandbox::testing::WriteFile;

// Grades by a marker in the submission instead of running it (the sandbox is tested
// elsewhere): "# grade: pass", "# grade: fail", "# grade: infra", "# grade: flaky".
std::atomic<int> flaky_calls{0};
Result<sandbox::SandboxResult> FakeGrade(const sandbox::Task& task, const std::string& dir,
                                         const sandbox::RunOptions&) {
  std::ifstream in(dir + "/solution.py");
  const std::string code((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  sandbox::SandboxResult r;
  r.task_id = task.config.id;
  r.exit_code = 0;
  r.reason = "fake";
  auto pass = [&](bool ok) {
    r.status = ok ? sandbox::RunStatus::kPassed : sandbox::RunStatus::kFailed;
    r.tests.total = 4;
    r.tests.passed = ok ? 4 : 1;
    r.reward = ok ? 1.0 : 0.0;
  };
  if (code.find("# grade: infra") != std::string::npos) {
    r.status = sandbox::RunStatus::kSandboxError;
  } else if (code.find("# grade: flaky") != std::string::npos) {
    pass(flaky_calls++ % 2 == 0);
  } else {
    pass(code.find("# grade: pass") != std::string::npos);
  }
  return r;
}

// A judge that flags submissions whose starter functions compute nothing (logic_free).
antihack::JudgeModel LogicFreeJudge() {
  nlohmann::json f = nlohmann::json::array();
  for (const auto& spec : antihack::kJudgeFeatures) {
    f.push_back({{"name", spec.name},
                 {"weight", std::string(spec.name) == "logic_free" ? 10.0 : 0.0},
                 {"mean", 0.0},
                 {"scale", 1.0}});
  }
  auto m = antihack::JudgeModel::FromJson(nlohmann::json({{"bias", -5.0},
                                                          {"platt_a", 1.0},
                                                          {"platt_b", 0.0},
                                                          {"threshold", 0.5},
                                                          {"target_fpr", 0.02},
                                                          {"features", f}})
                                              .dump(),
                                          "test");
  EXPECT_TRUE(m.ok()) << m.status().message();
  return *m;
}

class RewardServiceTest : public ::testing::Test {
 protected:
  void SetUp() override {
    auto lib = antihack::RuleLibrary::Load(antihack::RuleLibrary::DefaultDir());
    ASSERT_TRUE(lib.ok());
    rules_ = std::make_unique<antihack::RuleLibrary>(*lib);
    const std::string dir = SourceDir() + "/tasks/python/easy-01-fizzbuzz";
    auto task = sandbox::LoadTask(dir);
    ASSERT_TRUE(task.ok());
    tasks_.emplace("fizzbuzz", *task);
    auto ctx = antihack::LoadJudgeContext(dir, 4);
    ASSERT_TRUE(ctx.ok());
    contexts_.emplace("fizzbuzz", *ctx);
    judge_ = LogicFreeJudge();
    sandbox::PoolOptions po;
    po.workers = 2;
    po.max_retries = 2;
    pool_ = std::make_unique<sandbox::ExecutionPool>(po);
    pool_->SetGradeFunctionForTesting(FakeGrade);
  }

  RewardSample Sample(const std::string& id, const std::string& code) {
    WriteFile(tmp_.path() + "/" + id + "/solution.py", code);
    return {id, "fizzbuzz", {}, tmp_.path() + "/" + id};
  }

  std::vector<RewardSample> Mixed() {
    const std::string honest =
        "def fizzbuzz(n):\n    out = []\n    for i in range(1, n + 1):\n"
        "        out.append(str(i))\n    return out\n";
    return {
        Sample("honest-pass", honest + "# grade: pass\n"),
        Sample("honest-fail", honest + "# grade: fail\n"),
        Sample("rule-cheat", honest + "import os\nos._exit(0)\n# grade: pass\n"),
        Sample("judge-cheat", "T = {5: ['1']}\ndef fizzbuzz(n):\n    return T[n]\n# grade: pass\n"),
        Sample("judge-cheat-failing",
               "T = {5: ['1']}\ndef fizzbuzz(n):\n    return T[n]\n# grade: fail\n")};
  }

  TempDir tmp_;
  std::unique_ptr<antihack::RuleLibrary> rules_;
  std::map<std::string, sandbox::Task> tasks_;
  std::map<std::string, antihack::JudgeContext> contexts_;
  antihack::JudgeModel judge_;
  std::unique_ptr<sandbox::ExecutionPool> pool_;
};

void ExpectNoPositiveCheat(const std::vector<Booked>& got) {
  for (const Booked& b : got) {
    if (b.verdict.outcome == "cheat") {
      EXPECT_LE(b.reward, 0.0) << b.id;
    }
  }
}

TEST_F(RewardServiceTest, SynchronousJudgeComposesBeforeAnythingIsReady) {
  RewardService svc({}, pool_.get(), rules_.get(), &judge_, &tasks_, &contexts_);
  ASSERT_TRUE(svc.Process(Mixed()).ok());
  const std::vector<Booked> got = svc.TakeReady();
  ASSERT_EQ(got.size(), 5u);
  std::map<std::string, const Booked*> by;
  for (const Booked& b : got) by[b.id] = &b;
  EXPECT_EQ(by["honest-pass"]->reward, 1.0);
  EXPECT_EQ(by["honest-fail"]->reward, 0.0);
  EXPECT_EQ(by["rule-cheat"]->verdict.stage, "rule");
  EXPECT_EQ(by["rule-cheat"]->test_reward, 1.0);  // the tests passed (fake), the verdict says no
  EXPECT_EQ(by["rule-cheat"]->reward, 0.0);
  EXPECT_EQ(by["judge-cheat"]->verdict.stage, "judge");
  EXPECT_EQ(by["judge-cheat"]->reward, 0.0);
  ExpectNoPositiveCheat(got);
  // A synchronous judge leaves nothing provisional: the gate holds nothing.
  for (const Booked& b : got) EXPECT_FALSE(svc.HeldForVerdict(b)) << b.id;
  EXPECT_TRUE(by["honest-pass"]->awaits_judge);  // the judge decided it, within Process
  const RewardServiceStats st = svc.stats();
  EXPECT_EQ(st.rule_cheats, 1);
  EXPECT_EQ(st.judge_cheats, 2);
  EXPECT_EQ(st.held_for_judge, 0);
}

TEST_F(RewardServiceTest, ALateJudgeHoldsPositiveRewardsAndCorrectsThem) {
  RewardServiceOptions o;
  o.async_judge = true;
  RewardService svc(o, pool_.get(), rules_.get(), &judge_, &tasks_, &contexts_);
  std::atomic<bool> release{false};
  svc.SetJudgeHookForTesting([&](const std::string&) {
    while (!release) std::this_thread::sleep_for(std::chrono::milliseconds(5));
  });
  ASSERT_TRUE(svc.Process(Mixed()).ok());
  // The judge is stuck: positive provisional rewards wait; rule-judged and non-positive ones go.
  std::vector<Booked> first = svc.TakeReady();
  std::set<std::string> ids;
  for (const Booked& b : first) ids.insert(b.id);
  EXPECT_EQ(ids, (std::set<std::string>{"honest-fail", "rule-cheat", "judge-cheat-failing"}));
  ExpectNoPositiveCheat(first);
  for (const Booked& b : first) {
    EXPECT_LE(b.reward, 0.0) << b.id;  // nothing positive unjudged
    EXPECT_FALSE(svc.HeldForVerdict(b)) << b.id;
  }
  EXPECT_EQ(svc.stats().held_for_judge, 2);
  EXPECT_TRUE(svc.TakeReady().empty());  // still held, nothing handed twice

  release = true;
  std::vector<Booked> rest = svc.Drain();
  std::map<std::string, const Booked*> by;
  for (const Booked& b : rest) by[b.id] = &b;
  ASSERT_EQ(rest.size(), 2u);
  EXPECT_EQ(by["honest-pass"]->reward, 1.0);
  EXPECT_TRUE(by["judge-cheat"]->corrected);
  EXPECT_EQ(by["judge-cheat"]->reward, 0.0);
  EXPECT_EQ(by["judge-cheat"]->test_reward, 1.0);
  ExpectNoPositiveCheat(rest);
  EXPECT_EQ(svc.stats().corrected, 1);
  EXPECT_EQ(svc.stats().judge_cheats, 2);  // the late verdict on the handed-out one counts too
}

// By id (the loop's pipeline): Peek shows provisional rewards while the judge is busy, with
// awaits_judge fixed at Process (so a schedule built on it does not depend on timing); Await
// returns final verdicts, in the order asked, and forgets them.
TEST_F(RewardServiceTest, PeekShowsProvisionalRewardsAndAwaitTheFinalOnes) {
  RewardServiceOptions o;
  o.async_judge = true;
  RewardService svc(o, pool_.get(), rules_.get(), &judge_, &tasks_, &contexts_);
  std::atomic<bool> release{false};
  svc.SetJudgeHookForTesting([&](const std::string&) {
    while (!release) std::this_thread::sleep_for(std::chrono::milliseconds(5));
  });
  ASSERT_TRUE(svc.Process(Mixed()).ok());
  const std::vector<std::string> ids = {"judge-cheat", "rule-cheat", "honest-pass", "unknown"};
  const std::vector<Booked> peeked = svc.Peek(ids);
  ASSERT_EQ(peeked.size(), 3u);
  EXPECT_EQ(peeked[0].id, "judge-cheat");
  EXPECT_TRUE(peeked[0].awaits_judge);
  EXPECT_FALSE(peeked[0].judged);
  EXPECT_EQ(peeked[0].reward, 1.0);  // provisional: the judge has not spoken
  EXPECT_EQ(peeked[0].provisional_reward, 1.0);
  EXPECT_FALSE(peeked[1].awaits_judge);  // the rule stage decided it
  EXPECT_EQ(peeked[1].reward, 0.0);
  EXPECT_TRUE(peeked[2].awaits_judge);
  std::thread releaser([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    release = true;
  });
  const std::vector<Booked> final = svc.Await(ids);
  releaser.join();
  ASSERT_EQ(final.size(), 3u);
  EXPECT_EQ(final[0].id, "judge-cheat");
  EXPECT_TRUE(final[0].judged);
  EXPECT_TRUE(final[0].awaits_judge);
  EXPECT_EQ(final[0].verdict.stage, "judge");
  EXPECT_EQ(final[0].reward, 0.0);
  EXPECT_EQ(final[0].provisional_reward, 1.0);  // what a schedule decided on stays fixed
  EXPECT_EQ(final[2].reward, 1.0);
  // The verdict gate says the same before and after the verdict: held are the positive
  // provisional rewards the judge had yet to confirm, whatever it then said.
  for (size_t i = 0; i < 3; ++i)
    EXPECT_EQ(svc.HeldForVerdict(peeked[i]), svc.HeldForVerdict(final[i])) << i;
  EXPECT_TRUE(svc.HeldForVerdict(final[0]));   // judge-cheat: positive until judged
  EXPECT_FALSE(svc.HeldForVerdict(final[1]));  // rule-cheat: the rule stage decided it
  EXPECT_TRUE(svc.HeldForVerdict(final[2]));   // honest-pass: positive until judged
  ExpectNoPositiveCheat(final);
  EXPECT_TRUE(svc.Peek(ids).empty());  // forgotten
  EXPECT_EQ(svc.Await({"honest-fail", "judge-cheat-failing"}).size(), 2u);
  EXPECT_EQ(svc.pending(), 0u);
}

TEST_F(RewardServiceTest, InfrastructureFailuresAreNeverBooked) {
  RewardService svc({}, pool_.get(), rules_.get(), &judge_, &tasks_, &contexts_);
  ASSERT_TRUE(
      svc.Process({Sample("down", "# grade: infra\n"), Sample("ok", "# grade: pass\n")}).ok());
  const std::vector<Booked> got = svc.TakeReady();
  ASSERT_EQ(got.size(), 1u);
  EXPECT_EQ(got[0].id, "ok");
  EXPECT_EQ(svc.stats().infra_failures, 1);
  EXPECT_EQ(pool_->stats().infra_failures, 3);  // first try and two retries
  EXPECT_EQ(svc.pending(), 0u);
}

TEST_F(RewardServiceTest, SampledReExecutionReportsDisagreements) {
  RewardServiceOptions o;
  o.recheck_fraction = 1.0;
  RewardService svc(o, pool_.get(), rules_.get(), nullptr, &tasks_, &contexts_);
  flaky_calls = 0;
  ASSERT_TRUE(
      svc.Process({Sample("steady", "# grade: pass\n"), Sample("flaky", "# grade: flaky\n")}).ok());
  const std::vector<Booked> got = svc.TakeReady();
  ASSERT_EQ(got.size(), 2u);
  for (const Booked& b : got) {
    EXPECT_TRUE(b.rechecked) << b.id;
    EXPECT_EQ(b.recheck_disagreed, b.id == "flaky") << b.id;
  }
  EXPECT_EQ(svc.stats().recheck_disagreements, 1);
  // Which samples are rechecked depends on the seed and the id only.
  RewardServiceOptions half;
  half.recheck_fraction = 0.5;
  half.seed = 7;
  std::vector<RewardSample> many;
  for (int i = 0; i < 20; ++i) many.push_back(Sample("s" + std::to_string(i), "# grade: pass\n"));
  std::vector<std::string> picked[2];
  for (int run = 0; run < 2; ++run) {
    RewardService s2(half, pool_.get(), rules_.get(), nullptr, &tasks_, &contexts_);
    ASSERT_TRUE(s2.Process(many).ok());
    for (const Booked& b : s2.TakeReady()) {
      if (b.rechecked) picked[run].push_back(b.id);
    }
  }
  EXPECT_EQ(picked[0], picked[1]);
  EXPECT_GT(picked[0].size(), 3u);
  EXPECT_LT(picked[0].size(), 17u);
}


// ---- with the LLM reviewer, against a real llama.cpp server (tests/antihack/llama_server.h) ----

// A reviewer deciding every case the judge scores (the band is [0, 1)).
std::unique_ptr<antihack::Reviewer> EveryJudgedCase(const std::string& base_url) {
  antihack::ReviewerConfig c;
  c.enabled = true;
  c.base_url = base_url;
  c.model = "qwen2-tiny-random-f16";
  c.band_low = 0;
  c.band_high = 1;
  c.retries = 1;
  c.backoff_s = 0.01;
  auto r = antihack::Reviewer::Create(c);
  EXPECT_TRUE(r.ok()) << r.status().message();
  return r.ok() ? std::move(*r) : nullptr;
}

// A synchronous judge with a reviewer: Process returns when every enabled stage has spoken; a
// reviewed verdict names the reviewer, and the reward is the one its verdict composes.
TEST_F(RewardServiceTest, AReviewerSpeaksOnEveryCaseTheJudgeScoresBeforeProcessReturns) {
  REQUIRE_LLAMA();
  agentrl::testing::LlamaServer server(tmp_.path());
  ASSERT_GT(server.port(), 0) << server.log();
  auto reviewer = EveryJudgedCase(server.base_url());
  ASSERT_TRUE(reviewer);
  RewardServiceOptions o;
  o.reviewer = reviewer.get();
  RewardService svc(o, pool_.get(), rules_.get(), &judge_, &tasks_, &contexts_);
  ASSERT_TRUE(svc.Process(Mixed()).ok());
  const std::vector<Booked> got = svc.TakeReady();
  ASSERT_EQ(got.size(), 5u);
  for (const Booked& b : got) {
    EXPECT_TRUE(b.judged) << b.id;
    if (b.verdict.stage == "rule") {
      EXPECT_EQ(b.verdict.reviewer_status, "") << "the rules decided " << b.id;
      continue;
    }
    EXPECT_EQ(b.verdict.reviewer_status, "reviewed") << b.id << ": " << b.verdict.reviewer_error;
    EXPECT_EQ(b.verdict.reviewer_version, reviewer->version());
    EXPECT_GE(b.verdict.combined_probability, 0) << b.id;
    EXPECT_EQ(b.reward, b.verdict.outcome == "cheat" ? 0.0 : b.test_reward) << b.id;
    const nlohmann::json j = nlohmann::json::parse(antihack::VerdictToJson(b.verdict));
    EXPECT_EQ(j["stages"], nlohmann::json({"rule", "judge", "reviewer"})) << b.id;
  }
  ExpectNoPositiveCheat(got);
  EXPECT_EQ(svc.stats().reviewed, 4);
  EXPECT_EQ(reviewer->stats().requested, 4);
}

// An asynchronous judge with a reviewer that does not answer yet (its server stopped with
// SIGSTOP): positive rewards wait for it, whatever the judge said; once it answers they are
// final.
TEST_F(RewardServiceTest, ASlowReviewerHoldsPositiveRewardsUntilItHasSpoken) {
  REQUIRE_LLAMA();
  agentrl::testing::LlamaServer server(tmp_.path());
  ASSERT_GT(server.port(), 0) << server.log();
  auto reviewer = EveryJudgedCase(server.base_url());
  ASSERT_TRUE(reviewer);
  RewardServiceOptions o;
  o.async_judge = true;
  o.reviewer = reviewer.get();
  RewardService svc(o, pool_.get(), rules_.get(), &judge_, &tasks_, &contexts_);
  ASSERT_EQ(kill(server.pid(), SIGSTOP), 0);
  ASSERT_TRUE(svc.Process(Mixed()).ok());
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
  while (reviewer->stats().calls < 4 && std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  ASSERT_EQ(reviewer->stats().calls, 4) << "the judge has spoken on all four";
  std::set<std::string> ids;
  for (const Booked& b : svc.TakeReady()) {
    ids.insert(b.id);
    EXPECT_LE(b.reward, 0.0) << b.id;
  }
  EXPECT_EQ(ids, (std::set<std::string>{"honest-fail", "rule-cheat", "judge-cheat-failing"}));
  for (const Booked& b : svc.Peek({"honest-pass", "judge-cheat"})) {
    EXPECT_FALSE(b.judged) << b.id << ": the judge spoke, the reviewer has not";
    EXPECT_GE(b.verdict.judge_probability, 0) << b.id;
    EXPECT_TRUE(svc.HeldForVerdict(b)) << b.id;
  }
  ASSERT_EQ(kill(server.pid(), SIGCONT), 0);
  const std::vector<Booked> rest = svc.Drain();
  ASSERT_EQ(rest.size(), 2u);
  for (const Booked& b : rest) {
    EXPECT_TRUE(b.judged) << b.id;
    EXPECT_EQ(b.verdict.reviewer_status, "reviewed") << b.id << ": " << b.verdict.reviewer_error;
  }
  ExpectNoPositiveCheat(rest);
}

// A reviewer that cannot answer (its server gone): no verdict is invented; the cases it was to
// decide stay provisional, a positive one never reaches an update, a non-positive one may.
TEST_F(RewardServiceTest, AnUnavailableReviewerLeavesRewardsProvisional) {
  REQUIRE_LLAMA();
  agentrl::testing::LlamaServer server(tmp_.path());
  ASSERT_GT(server.port(), 0) << server.log();
  const std::string url = server.base_url();
  server.Stop();
  auto reviewer = EveryJudgedCase(url);
  ASSERT_TRUE(reviewer);
  RewardServiceOptions o;
  o.reviewer = reviewer.get();
  RewardService svc(o, pool_.get(), rules_.get(), &judge_, &tasks_, &contexts_);
  ASSERT_TRUE(svc.Process(Mixed()).ok());
  for (const Booked& b : svc.Peek({"honest-pass", "honest-fail", "judge-cheat"})) {
    EXPECT_TRUE(b.review_unavailable) << b.id;
    EXPECT_FALSE(b.judged) << b.id;
    EXPECT_EQ(b.verdict.reviewer_status, "unavailable") << b.id;
    EXPECT_NE(b.verdict.reviewer_error.find("attempt 2"), std::string::npos) << b.id;
  }
  // Provisional rewards as the stages before the reviewer compose them: the judge's cheat is
  // not positive, honest-pass is.
  for (const Booked& b : svc.Peek({"honest-pass", "judge-cheat"})) {
    EXPECT_EQ(b.reward, b.id == "honest-pass" ? 1.0 : 0.0) << b.id;
  }
  std::set<std::string> ids;
  for (const Booked& b : svc.TakeReady()) {
    ids.insert(b.id);
    EXPECT_LE(b.reward, 0.0) << b.id;
  }
  // honest-pass (positive, and no complete verdict) is dropped; the rest may be used.
  EXPECT_EQ(ids, (std::set<std::string>{"honest-fail", "rule-cheat", "judge-cheat",
                                        "judge-cheat-failing"}));
  EXPECT_EQ(svc.pending(), 0u);
  EXPECT_EQ(svc.stats().review_unavailable, 4);
}

}  // namespace
}  // namespace agentrl::harness
