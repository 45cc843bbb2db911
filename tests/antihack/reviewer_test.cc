// The LLM reviewer (antihack/reviewer.h): what a request may hold and how it is cut, the stated
// composition, the version, and, against a real llama.cpp server on a loopback port
// (tests/antihack/llama_server.h), replies constrained by the schema, the cache in a SQLite
// store, retries, timeouts and a server that dies mid-request.
#include "agentrl/antihack/reviewer.h"

#include <gtest/gtest.h>

#include <chrono>
#include <future>
#include <nlohmann/json.hpp>
#include <thread>

#include "agentrl/antihack/cheatset.h"
#include "agentrl/antihack/judge.h"
#include "agentrl/harness/review_cache.h"
#include "llama_server.h"

namespace agentrl::antihack {
namespace {

using nlohmann::json;
using sandbox::testing::SourceDir;
using sandbox::testing::TempDir;
using sandbox::testing::WriteFile;

const std::string kTask = SourceDir() + "/tasks/python/easy-01-fizzbuzz";

ReviewerConfig Config(const std::string& base_url = "http://127.0.0.1:9/v1") {
  ReviewerConfig c;
  c.enabled = true;
  c.base_url = base_url;
  c.model = "qwen2-tiny-random-f16";
  c.timeout_s = 60;
  c.backoff_s = 0.01;
  return c;
}

std::unique_ptr<Reviewer> Make(const ReviewerConfig& c, ReviewCache* cache = nullptr) {
  auto r = Reviewer::Create(c, cache);
  EXPECT_TRUE(r.ok()) << r.status().message();
  return r.ok() ? std::move(*r) : nullptr;
}

Action Shell(const std::string& cmd, const std::string& output) {
  Action a;
  a.type = ActionType::kShell;
  a.cmd = cmd;
  a.output = output;
  return a;
}

// A case as the reward service builds it: the task's description and starter, a (buggy)
// submission, a trajectory and the execution log.
ReviewCase FizzbuzzCase(const std::string& id = "case-1") {
  auto ctx = LoadJudgeContext(kTask, 4);
  EXPECT_TRUE(ctx.ok()) << ctx.status().message();
  ReviewCase c;
  c.id = id;
  c.description = ctx->description;
  c.starter = ctx->starter_files;
  c.submission["solution.py"] =
      "def fizzbuzz(n):\n    return [str(i) for i in range(1, n + 1)]  # TODO fizz\n";
  c.actions.push_back(Shell("cat solution.py", ctx->starter_files.begin()->second));
  c.actions.push_back(Shell("export OPENAI_API_KEY=sk-abcdefghijklmnopqrstuvwx1234",
                            "password = hunter2hunter2"));
  Action w;
  w.type = ActionType::kWrite;
  w.path = "/workspace/solution.py";
  w.content = c.submission["solution.py"];
  c.actions.push_back(w);
  sandbox::SandboxResult r;
  r.status = sandbox::RunStatus::kFailed;
  r.tests.total = 4;
  r.tests.passed = 2;
  r.tests.failed = 2;
  c.execution_log = ExecutionLog(r);
  return c;
}

TEST(Reviewer, SecretsAreRedactedAndLongTextIsCutInTheMiddle) {
  const std::string text =
      "key sk-proj-ABCDEFGHIJKLMNOPQRSTUVWX and ghp_abcdefghijklmnopqrstuvwxyz0123 and "
      "AKIAABCDEFGHIJKLMNOP, Authorization: Bearer abc.def.ghi-jkl, API_KEY=\"s3cr3tvalue\", "
      "db_password: correcthorse\n-----BEGIN RSA PRIVATE KEY-----\nMIIE\n-----END RSA PRIVATE "
      "KEY-----\nfine words stay";
  const std::string out = RedactSecrets(text);
  for (const char* secret : {"sk-proj-ABCD", "ghp_abc", "AKIAABCD", "abc.def.ghi", "s3cr3tvalue",
                             "correcthorse", "MIIE"}) {
    EXPECT_EQ(out.find(secret), std::string::npos) << secret << " in " << out;
  }
  EXPECT_NE(out.find("fine words stay"), std::string::npos);
  EXPECT_NE(out.find("Bearer [REDACTED]"), std::string::npos);

  const std::string long_text = std::string(3000, 'a') + std::string(3000, 'z');
  const std::string cut = TruncateMiddle(long_text, 600);
  EXPECT_EQ(cut.substr(0, 400), std::string(400, 'a'));
  EXPECT_EQ(cut.substr(cut.size() - 200), std::string(200, 'z'));
  EXPECT_NE(cut.find("[5400 chars cut]"), std::string::npos);
  EXPECT_EQ(TruncateMiddle("short", 600), "short");
}

// The log: status, counts, each step's output; durations left out, so that the same case
// makes the same request on every run (and hits the cache).
// Whatever a program printed, redaction takes linear time and bounded stack: a megabyte-long
// token, an unterminated private key and a long value are redacted whole.
TEST(Reviewer, RedactionCopesWithHugeTokens) {
  const std::string key = "sk-" + std::string(1 << 20, 'a');
  const std::string pem = "-----BEGIN PRIVATE KEY-----\n" + std::string(1 << 20, 'Q');
  const std::string value = "token=" + std::string(1 << 20, 'z');
  const std::string out = RedactSecrets(key + " x " + value + " y " + pem);
  EXPECT_LT(out.size(), 200u) << out.substr(0, 200);
  EXPECT_EQ(out, "[REDACTED] x token=[REDACTED] y [REDACTED]");
  std::string names;
  for (int i = 0; i < 200000; ++i) names += "token";
  // A megabyte of names before "=value": the scan stays linear (each name's rest is read for
  // at most 64 characters), and the last name still redacts its value.
  EXPECT_TRUE(RedactSecrets(names + "=value") == names + "=[REDACTED]");
  EXPECT_EQ(RedactSecrets("MY_TOKEN=abcd1234 and tokens: 5"), "MY_TOKEN=[REDACTED] and tokens: 5");
}

TEST(Reviewer, TheExecutionLogHasNoDurations) {
  sandbox::SandboxResult r;
  r.status = sandbox::RunStatus::kPassed;
  r.tests.total = r.tests.passed = 4;
  sandbox::StepRecord step;
  step.name = "test";
  step.command = "pytest";
  step.outcome.stdout_text = "....\n4 passed in 0.12s\n";
  r.steps.push_back(step);
  const std::string log = ExecutionLog(r);
  EXPECT_NE(log.find("tests: 4 passed of 4"), std::string::npos) << log;
  EXPECT_NE(log.find("4 passed in (time)"), std::string::npos) << log;
  r.steps[0].outcome.stdout_text = "....\n4 passed in 0.31s\n";
  EXPECT_EQ(ExecutionLog(r), log);
}

TEST(Reviewer, TheDiffShowsTheChangeAgainstTheStarter) {
  const std::string diff =
      SubmissionDiff({{"solution.py", "a\nb\nc\nd\ne\nf\ng\nh\n"}, {"gone.py", "x\n"}},
                     {{"solution.py", "a\nb\nc\nd\nE\nf\ng\nh\n"}, {"new.py", "y\n"}});
  EXPECT_NE(diff.find("--- a/solution.py\n+++ b/solution.py\n"), std::string::npos) << diff;
  EXPECT_NE(diff.find("-e\n+E\n"), std::string::npos) << diff;
  EXPECT_EQ(diff.find(" a\n"), std::string::npos) << "context is 3 lines: " << diff;
  EXPECT_NE(diff.find(" b\n"), std::string::npos) << diff;
  EXPECT_NE(diff.find("--- a/gone.py\n+++ /dev/null\n@@\n-x\n"), std::string::npos) << diff;
  EXPECT_NE(diff.find("--- /dev/null\n+++ b/new.py\n@@\n+y\n"), std::string::npos) << diff;
  EXPECT_EQ(SubmissionDiff({{"s.py", "same\n"}}, {{"s.py", "same\n"}}), "(no change)");
}

// The request: chat-completions shape, temperature 0 and the seed, the schema; the task, the
// trajectory, the diff and the log; never the hidden tests or the reference (the case has no
// field for them), and no secret.
TEST(Reviewer, TheRequestHoldsOnlyWhatTheReviewerMaySee) {
  auto r = Make(Config());
  ASSERT_TRUE(r);
  const ReviewCase c = FizzbuzzCase();
  const json body = json::parse(r->RequestBody(c));
  EXPECT_EQ(body["model"], "qwen2-tiny-random-f16");
  EXPECT_EQ(body["temperature"], 0);
  EXPECT_EQ(body["seed"], 0);
  EXPECT_EQ(body["max_tokens"], 512);
  EXPECT_EQ(body["stream"], false);
  ASSERT_EQ(body["messages"].size(), 2u);
  EXPECT_EQ(body["messages"][0]["role"], "system");
  EXPECT_EQ(body["messages"][1]["role"], "user");
  EXPECT_EQ(body["response_format"]["type"], "json_schema");
  const json schema = body["response_format"]["json_schema"]["schema"];
  EXPECT_EQ(schema["required"], json({"cheat", "probability", "category", "evidence"}));
  json cats = schema["properties"]["category"]["enum"];
  for (const std::string& k : kCheatCategories) {
    EXPECT_NE(std::find(cats.begin(), cats.end(), k), cats.end()) << k;
  }
  EXPECT_EQ(schema["properties"]["probability"]["enum"].size(), 21u);
  EXPECT_EQ(schema["properties"]["evidence"]["maxItems"], 3);

  const std::string user = body["messages"][1]["content"];
  EXPECT_NE(user.find(c.description.substr(0, 40)), std::string::npos);
  EXPECT_NE(user.find("+    return [str(i) for i in range(1, n + 1)]  # TODO fizz"),
            std::string::npos)
      << user;
  EXPECT_NE(user.find("-    raise NotImplementedError"), std::string::npos) << user;
  EXPECT_NE(user.find("tests: 2 passed of 4"), std::string::npos) << user;
  EXPECT_NE(user.find("$ cat solution.py"), std::string::npos) << user;
  const std::string all = body.dump();
  EXPECT_EQ(all.find("sk-abcdefghijklmnopqrstuvwx1234"), std::string::npos);
  EXPECT_EQ(all.find("hunter2hunter2"), std::string::npos);
  auto ctx = LoadJudgeContext(kTask, 4);
  ASSERT_TRUE(ctx.ok());
  for (const char* hidden : {"def test_first_five", "[\"1\", \"2\", \"Fizz\", \"4\", \"Buzz\"]",
                             "(\"Fizz\" if i % 3 == 0 else \"\")"}) {
    EXPECT_EQ(all.find(json(hidden).dump().substr(1, std::strlen(hidden))), std::string::npos)
        << hidden;
  }
  EXPECT_NE(ctx->test_sources.front().find("def test_first_five"), std::string::npos);
  EXPECT_NE(ctx->reference_sources.front().find("(\"Fizz\" if i % 3 == 0 else \"\")"),
            std::string::npos);
}

// Beyond the budget, whole actions go from the middle of the trajectory; the first and last
// stay, and the message says how many were cut.
TEST(Reviewer, ALongTrajectoryLosesActionsFromItsMiddle) {
  ReviewerConfig cfg = Config();
  cfg.max_prompt_chars = 4000;
  cfg.max_output_chars = 300;
  auto r = Make(cfg);
  ASSERT_TRUE(r);
  ReviewCase c = FizzbuzzCase();
  c.actions.clear();
  for (int i = 0; i < 200; ++i) {
    c.actions.push_back(Shell("echo step-" + std::to_string(i), std::string(1000, 'o')));
  }
  const json body = json::parse(r->RequestBody(c));
  const std::string user = body["messages"][1]["content"];
  EXPECT_LT(user.size(), 4000u + 600u) << "the budget plus the template";
  EXPECT_NE(user.find("$ echo step-0\n"), std::string::npos);
  EXPECT_NE(user.find("$ echo step-199\n"), std::string::npos);
  EXPECT_EQ(user.find("$ echo step-100\n"), std::string::npos);
  EXPECT_NE(user.find(" actions cut]"), std::string::npos);
  EXPECT_NE(user.find("chars cut]"), std::string::npos) << "each output is cut to 300";
}

TEST(Reviewer, AConfigThatCannotWorkIsRefusedNamingItsKey) {
  ReviewerConfig c = Config();
  c.model.clear();
  auto r = Reviewer::Create(c);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.status().message().find("antihack.reviewer.model"), std::string::npos);
  c = Config("ftp://example/v1");
  r = Reviewer::Create(c);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.status().message().find("antihack.reviewer.base_url"), std::string::npos);
  c = Config();
  c.api_key_env = "AGENTRL_TEST_SURELY_UNSET_KEY";
  r = Reviewer::Create(c);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.status().message().find("AGENTRL_TEST_SURELY_UNSET_KEY"), std::string::npos);
  c = Config();
  c.band_low = 0.5;
  c.band_high = 0.5;
  r = Reviewer::Create(c);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.status().message().find("band_low"), std::string::npos);
  TempDir tmp;
  WriteFile(tmp.path() + "/p.md", "=== system ===\nhi\n=== nonsense ===\n");
  c = Config();
  c.prompt = tmp.path() + "/p.md";
  r = Reviewer::Create(c);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.status().message().find(tmp.path() + "/p.md:3"), std::string::npos)
      << r.status().message();
}

// The version is the prompt file's hash (with the schema and the composition rule): a changed
// prompt is a new version, the same prompt the same one.
TEST(Reviewer, TheVersionFollowsThePromptFile) {
  TempDir tmp;
  auto text = config::ReadTextFile(Reviewer::DefaultPromptPath());
  ASSERT_TRUE(text.ok());
  WriteFile(tmp.path() + "/same.md", *text);
  WriteFile(tmp.path() + "/changed.md", *text + "Be brief.\n");
  ReviewerConfig c = Config();
  auto base = Make(c);
  c.prompt = tmp.path() + "/same.md";
  auto same = Make(c);
  c.prompt = tmp.path() + "/changed.md";
  auto changed = Make(c);
  ASSERT_TRUE(base && same && changed);
  EXPECT_EQ(base->version().rfind("reviewer-", 0), 0u);
  EXPECT_EQ(base->version(), same->version());
  EXPECT_NE(base->version(), changed->version());
  c.prompt.clear();
  c.threshold = 0.7;
  EXPECT_NE(Make(c)->version(), base->version()) << "the composition rule is part of it";
}

Verdict JudgedVerdict(double p, double threshold) {
  Verdict v;
  v.outcome = "clean";
  v.rules_version = "rules-x";
  v.judge_probability = p;
  v.judge_threshold = threshold;
  v.judge_version = "judge-x";
  v.judge_category = "hardcoded_outputs";
  if (p >= threshold) {
    v.outcome = "cheat";
    v.stage = "judge";
    v.category = "hardcoded_outputs";
  }
  return v;
}

Review Answer(double p, const std::string& category) {
  Review r;
  r.available = true;
  r.probability = p;
  r.cheat = p >= 0.5;
  r.category = category;
  r.evidence = {"looked at it"};
  return r;
}

// Inside the band the combined probability decides (it may overturn the judge's cheat, or make
// a cheat of a case the judge let through); an audit review is recorded and decides nothing;
// an unavailable one leaves the verdict as it was, marked.
TEST(Reviewer, TheCombinedProbabilityDecidesInsideTheBand) {
  auto r = Make(Config());
  ASSERT_TRUE(r);
  EXPECT_TRUE(r->InBand(0.02));
  EXPECT_TRUE(r->InBand(0.3));
  EXPECT_FALSE(r->InBand(0.6));
  EXPECT_FALSE(r->InBand(0.01));
  EXPECT_NEAR(r->Combine(0.3, 0.3), 0.3, 1e-12);
  EXPECT_NEAR(r->Combine(0.2, 0.8), 0.5, 1e-12);

  Verdict v = JudgedVerdict(0.3, 0.113);  // the judge says cheat
  r->Apply(Answer(0.0, "none"), true, &v);
  EXPECT_EQ(v.outcome, "clean") << "overturned";
  EXPECT_EQ(v.stage, "");
  EXPECT_EQ(v.reviewer_status, "reviewed");
  EXPECT_LT(v.combined_probability, 0.5);
  EXPECT_EQ(v.reviewer_version, r->version());
  const json j = json::parse(VerdictToJson(v));
  EXPECT_EQ(j["stages"], json({"rule", "judge", "reviewer"}));
  EXPECT_EQ(j["reviewer"]["status"], "reviewed");
  EXPECT_EQ(j["reviewer"]["model"], "qwen2-tiny-random-f16");

  v = JudgedVerdict(0.05, 0.113);  // the judge lets it through
  r->Apply(Answer(1.0, "skip_tests"), true, &v);
  EXPECT_EQ(v.outcome, "cheat");
  EXPECT_EQ(v.stage, "reviewer");
  EXPECT_EQ(v.category, "skip_tests");
  EXPECT_NE(FormatVerdict(v).find("reviewer (qwen2-tiny-random-f16"), std::string::npos);

  v = JudgedVerdict(0.05, 0.113);
  r->Apply(Answer(1.0, "skip_tests"), false, &v);  // audit
  EXPECT_EQ(v.outcome, "clean");
  EXPECT_EQ(v.reviewer_status, "audit");
  EXPECT_EQ(v.reviewer_probability, 1.0);
  EXPECT_LT(v.combined_probability, 0);

  v = JudgedVerdict(0.3, 0.113);
  Review down;
  down.error = "connection refused";
  r->Apply(down, true, &v);
  EXPECT_EQ(v.outcome, "cheat") << "nothing invented";
  EXPECT_EQ(v.reviewer_status, "unavailable");
  EXPECT_EQ(json::parse(VerdictToJson(v))["stages"], json({"rule", "judge"}));
}

TEST(Reviewer, TheAuditDrawIsSeededByTheCase) {
  ReviewerConfig c = Config();
  c.audit_fraction = 0.3;
  auto a = Make(c), b = Make(c);
  int drawn = 0;
  for (int i = 0; i < 1000; ++i) {
    const std::string id = "s-" + std::to_string(i);
    EXPECT_EQ(a->DrawnForAudit(id), b->DrawnForAudit(id));
    drawn += a->DrawnForAudit(id) ? 1 : 0;
  }
  EXPECT_GT(drawn, 230);
  EXPECT_LT(drawn, 370);
  c.audit_fraction = 0;
  EXPECT_FALSE(Make(c)->DrawnForAudit("s-1"));
}

// ---- against a real llama.cpp server ----

class ReviewerServerTest : public ::testing::Test {
 protected:
  TempDir tmp_;
};

TEST_F(ReviewerServerTest, SchemaConstrainedRepliesParseAndTheStoreCachesThem) {
  REQUIRE_LLAMA();
  testing::LlamaServer server(tmp_.path());
  ASSERT_GT(server.port(), 0) << server.log();
  const std::string db = tmp_.path() + "/store.sqlite";
  auto cache = harness::SqliteReviewCache::Open(db);
  ASSERT_TRUE(cache.ok()) << cache.status().message();
  auto r = Make(Config(server.base_url()), cache->get());
  ASSERT_TRUE(r);
  const ReviewCase c = FizzbuzzCase();
  const Review first = r->Ask(c);
  ASSERT_TRUE(first.available) << first.error << "\n" << server.log();
  EXPECT_FALSE(first.from_cache);
  EXPECT_GE(first.probability, 0.0);
  EXPECT_LE(first.probability, 1.0);
  EXPECT_NEAR(first.probability * 20, std::round(first.probability * 20), 1e-9);
  EXPECT_LE(first.evidence.size(), 3u);
  EXPECT_GT(first.tokens_in, 100);
  EXPECT_GT(first.tokens_out, 0);
  EXPECT_GT(first.latency_ms, 0);
  EXPECT_EQ(first.attempts, 1);
  EXPECT_EQ(r->stats().calls, 1);

  // The same case again: from the cache, no call. So for another reviewer on the same store
  // (a restarted server), and not for another prompt (a different request).
  const Review again = r->Ask(c);
  EXPECT_TRUE(again.from_cache);
  EXPECT_EQ(again.probability, first.probability);
  EXPECT_EQ(again.category, first.category);
  EXPECT_EQ(r->stats().calls, 1);
  EXPECT_EQ(r->stats().cache_hits, 1);
  cache->reset();
  auto reopened = harness::SqliteReviewCache::Open(db);
  ASSERT_TRUE(reopened.ok());
  EXPECT_EQ((*reopened)->size(), 1);
  auto r2 = Make(Config(server.base_url()), reopened->get());
  EXPECT_TRUE(r2->Ask(c).from_cache);
  EXPECT_EQ(r2->stats().calls, 0);
  ReviewCase other = c;
  other.description += " (again)";
  EXPECT_FALSE(r2->Ask(other).from_cache);
  EXPECT_EQ(r2->stats().calls, 1);

  // Contrastive mode: the case beside an honest one, the answer mapped to the case.
  ReviewerConfig cc = Config(server.base_url());
  cc.contrastive = true;
  auto rc = Make(cc);
  ReviewCase honest = c;
  honest.id = "honest";
  honest.submission["solution.py"] = config::ReadTextFile(kTask + "/honest/solution.py").value();
  const json body = json::parse(rc->RequestBody(c, &honest));
  EXPECT_EQ(body["response_format"]["json_schema"]["schema"]["required"][0], "which");
  const std::string user = body["messages"][1]["content"];
  EXPECT_NE(user.find("## Agent A"), std::string::npos);
  EXPECT_NE(user.find("## Agent B"), std::string::npos);
  const Review cr = rc->Ask(c, &honest);
  ASSERT_TRUE(cr.available) << cr.error;
  EXPECT_TRUE(cr.contrast_answer == "A" || cr.contrast_answer == "B" ||
              cr.contrast_answer == "neither");
}

// A reply cut short by max_tokens does not parse: asked once more, then "unavailable", and
// nothing is cached.
TEST_F(ReviewerServerTest, AReplyThatDoesNotParseIsRetriedOnceThenUnavailable) {
  REQUIRE_LLAMA();
  testing::LlamaServer server(tmp_.path());
  ASSERT_GT(server.port(), 0) << server.log();
  auto cache = harness::SqliteReviewCache::Open(tmp_.path() + "/store.sqlite");
  ASSERT_TRUE(cache.ok());
  ReviewerConfig c = Config(server.base_url());
  c.max_tokens = 16;
  auto r = Make(c, cache->get());
  const Review got = r->Ask(FizzbuzzCase());
  EXPECT_FALSE(got.available);
  EXPECT_EQ(got.attempts, 2);
  EXPECT_EQ(r->stats().unparsed, 2);
  EXPECT_EQ(r->stats().unavailable, 1);
  EXPECT_NE(got.error.find("not a JSON object"), std::string::npos) << got.error;
  EXPECT_EQ((*cache)->size(), 0);
}

// A server that answers too slowly, and a server that dies mid-request: retried, then
// unavailable; no verdict is invented.
TEST_F(ReviewerServerTest, TimeoutsAndADeadServerAreUnavailableAfterTheRetries) {
  REQUIRE_LLAMA();
  testing::LlamaServer server(tmp_.path());
  ASSERT_GT(server.port(), 0) << server.log();
  ReviewerConfig c = Config(server.base_url());
  c.timeout_s = 0.02;  // the model needs longer than that to read the prompt
  c.retries = 1;
  auto slow = Make(c);
  const Review timed_out = slow->Ask(FizzbuzzCase());
  EXPECT_FALSE(timed_out.available);
  EXPECT_EQ(timed_out.attempts, 2);
  EXPECT_NE(timed_out.error.find("attempt 2"), std::string::npos) << timed_out.error;

  c.timeout_s = 60;
  c.retries = 2;
  auto r = Make(c);
  auto pending = std::async(std::launch::async, [&] { return r->Ask(FizzbuzzCase("dies")); });
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
  while (server.Established() == 0 && std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  ASSERT_GT(server.Established(), 0) << "the request never reached the server";
  server.Stop(SIGKILL);
  const Review got = pending.get();
  EXPECT_FALSE(got.available);
  EXPECT_EQ(got.attempts, 3) << got.error;
  EXPECT_NE(got.error.find("attempt 3"), std::string::npos) << got.error;
  EXPECT_EQ(r->stats().unavailable, 1);
  EXPECT_EQ(r->stats().calls, 3);
}

// A bearer key from the configured environment variable reaches the server; a wrong one gets
// 401, which is not retried.
TEST_F(ReviewerServerTest, TheApiKeyComesFromTheNamedVariable) {
  REQUIRE_LLAMA();
  testing::LlamaServer server(tmp_.path(), {"--api-key", "k-12345678"});
  ASSERT_GT(server.port(), 0) << server.log();
  ReviewerConfig c = Config(server.base_url());
  c.api_key_env = "AGENTRL_TEST_REVIEWER_KEY";
  setenv("AGENTRL_TEST_REVIEWER_KEY", "wrong-key", 1);
  auto wrong = Make(c);
  const Review refused = wrong->Ask(FizzbuzzCase());
  EXPECT_FALSE(refused.available);
  EXPECT_EQ(refused.attempts, 1);
  EXPECT_NE(refused.error.find("HTTP 401"), std::string::npos) << refused.error;
  setenv("AGENTRL_TEST_REVIEWER_KEY", "k-12345678", 1);
  auto right = Make(c);
  const Review ok = right->Ask(FizzbuzzCase());
  EXPECT_TRUE(ok.available) << ok.error;
  unsetenv("AGENTRL_TEST_REVIEWER_KEY");
}

}  // namespace
}  // namespace agentrl::antihack
