// `agentrl serve`, tested as its users meet it: the real binary on an ephemeral loopback port,
// real HTTP over sockets (cpp-httplib's client), the real sandbox and store, SIGTERM and
// SIGKILL sent to the process.
#include <arpa/inet.h>
#include <fcntl.h>
#include <httplib.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <sqlite3.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <vector>

#include "agentrl/core/text.h"
#include "../antihack/llama_server.h"
#include "../listening_process.h"
#include "agentrl/sandbox/execute.h"

namespace agentrl {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

std::string SourceDir() {
  const char* s = std::getenv("AGENTRL_SOURCE_DIR");
  return s ? s : ".";
}

std::string Slurp(const std::string& path) { return testing::SlurpFile(path); }

#define REQUIRE_ISOLATION()                                                         \
  do {                                                                              \
    const Status iso_ = sandbox::CheckIsolation();                                  \
    if (!iso_.ok()) GTEST_SKIP() << "no isolation on this host: " << iso_.message(); \
  } while (0)

// One `agentrl serve` process: started on 127.0.0.1:0, its port read from the first line of its
// stdout, stopped by pid.
class ServerProcess : public testing::ListeningProcess {
 public:
  ServerProcess(const fs::path& dir, std::vector<std::string> args,
                std::vector<std::string> env = {})
      : ListeningProcess(Argv(std::move(args)),
                         (dir / ("serve-" + std::to_string(++count_) + ".log")).string(),
                         SourceDir(), std::move(env)) {}

 private:
  static std::vector<std::string> Argv(std::vector<std::string> args) {
    std::vector<std::string> argv = {AGENTRL_BIN, "serve", "--listen", "127.0.0.1:0"};
    argv.insert(argv.end(), args.begin(), args.end());
    return argv;
  }
  static inline int count_ = 0;
};

httplib::Client Client(int port) {
  httplib::Client c("127.0.0.1", port);
  c.set_read_timeout(120, 0);
  c.set_write_timeout(60, 0);
  return c;
}

httplib::Headers Bearer(const std::string& token) {
  return {{"Authorization", "Bearer " + token}};
}

std::string RunCodeBody(const std::string& code, double run_timeout = 10) {
  return json({{"code", code}, {"language", "python"}, {"run_timeout", run_timeout}}).dump();
}

// The store, read directly (sqlite3), as an operator would inspect it.
struct StoreView {
  int64_t requests = 0, results = 0, orphans = 0;
  std::string integrity;
};
StoreView ReadStore(const std::string& path) {
  StoreView v;
  sqlite3* db = nullptr;
  if (sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK) return v;
  auto scalar = [db](const char* sql) {
    sqlite3_stmt* st = nullptr;
    std::string out;
    if (sqlite3_prepare_v2(db, sql, -1, &st, nullptr) == SQLITE_OK && sqlite3_step(st) == SQLITE_ROW) {
      const unsigned char* t = sqlite3_column_text(st, 0);
      out = t ? reinterpret_cast<const char*>(t) : "";
    }
    sqlite3_finalize(st);
    return out;
  };
  v.integrity = scalar("PRAGMA integrity_check;");
  v.requests = std::stoll(scalar("SELECT COUNT(*) FROM requests;"));
  v.results = std::stoll(scalar("SELECT COUNT(DISTINCT request_id) FROM results;"));
  v.orphans = std::stoll(
      scalar("SELECT COUNT(*) FROM results s LEFT JOIN requests r ON r.id = s.request_id WHERE "
             "r.id IS NULL;"));
  sqlite3_close(db);
  return v;
}

int64_t CountWhere(const std::string& path, const std::string& sql) {
  sqlite3* db = nullptr;
  sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READONLY, nullptr);
  sqlite3_stmt* st = nullptr;
  int64_t n = -1;
  if (sqlite3_prepare_v2(db, sql.c_str(), -1, &st, nullptr) == SQLITE_OK && sqlite3_step(st) == SQLITE_ROW) {
    n = sqlite3_column_int64(st, 0);
  }
  sqlite3_finalize(st);
  sqlite3_close(db);
  return n;
}

class ServeTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string t = "/tmp/agentrl-serve-test-XXXXXX";
    dir_ = mkdtemp(t.data());
    store_ = (dir_ / "serve.sqlite").string();
    token_file_ = (dir_ / "token").string();
    std::ofstream(token_file_) << token_ << "\n";
  }
  void TearDown() override {
    std::error_code ec;
    fs::remove_all(dir_, ec);
  }
  std::vector<std::string> Args(std::vector<std::string> more = {}) const {
    std::vector<std::string> a = {"--store", store_, "--token-file", token_file_, "--tasks",
                                  SourceDir() + "/tasks/python"};
    a.insert(a.end(), more.begin(), more.end());
    return a;
  }
  std::string Config(const std::string& serve_section) const {
    const std::string path = (dir_ / "serve.toml").string();
    std::ofstream(path) << "[serve]\n" << serve_section;
    return path;
  }
  // Waits until the server has `n` units running and `stored` requests in its store.
  // Polls /healthz until `ok` holds for its answer (30 s at most).
  static bool WaitHealth(int port, const std::function<bool(const json&)>& ok) {
    auto c = Client(port);
    for (int i = 0; i < 3000; ++i) {
      auto r = c.Get("/healthz");
      if (r && ok(json::parse(r->body))) return true;
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return false;
  }
  static bool WaitInFlight(int port, int n, int stored = 0) {
    return WaitHealth(port, [&](const json& h) {
      return h.value("in_flight", 0) >= n && h.value("stored_requests", 0) >= stored;
    });
  }
  // Until nothing is queued or running: a synchronous call is answered as soon as its reward
  // may be used, a moment before its unit ends and gives its place back.
  static bool WaitIdle(int port) {
    return WaitHealth(port, [](const json& h) {
      return h.value("in_flight", -1) == 0 && h.value("queue_depth", -1) == 0;
    });
  }

  fs::path dir_;
  std::string store_, token_file_;
  const std::string token_ = "test-token-0123456789";
};

json Body(const httplib::Result& r) { return json::parse(r->body, nullptr, false); }

TEST_F(ServeTest, RefusesToStartWithoutATokenOrOffLoopbackWithoutOne) {
  {
    ServerProcess s(dir_, {"--store", store_}, {"AGENTRL_SERVE_TOKEN="});
    EXPECT_EQ(s.port(), 0);
    EXPECT_EQ(s.Stop(0), 2);
    EXPECT_NE(s.log().find("a token is required"), std::string::npos) << s.log();
  }
  {
    ServerProcess s(dir_, {"--store", store_, "--insecure-no-auth", "--listen", "0.0.0.0:0"});
    EXPECT_EQ(s.Stop(0), 2);
    EXPECT_NE(s.log().find("loopback"), std::string::npos) << s.log();
  }
}

TEST_F(ServeTest, BadRequestsAre400NamingTheField) {
  REQUIRE_ISOLATION();
  ServerProcess s(dir_, Args());
  ASSERT_GT(s.port(), 0) << s.log();
  auto c = Client(s.port());
  const auto h = Bearer(token_);
  struct Case {
    std::string path, body, field;
    int status;
  };
  const std::vector<Case> cases = {
      {"/run_code", "{\"code\": \"print(1)\", \"language\": ", "", 400},
      {"/run_code", "[1, 2]", "", 400},
      {"/run_code", R"({"language": "python"})", "code", 400},
      {"/run_code", R"({"code": 5, "language": "python"})", "code", 400},
      {"/run_code", R"({"code": "x", "language": "cobol"})", "language", 400},
      {"/run_code", R"({"code": "x", "language": "python", "run_timeout": "10"})", "run_timeout", 400},
      {"/run_code", R"({"code": "x", "language": "python", "run_timeout": 1e6})", "run_timeout", 400},
      {"/run_code", R"({"code": "x", "language": "python", "memory_limit_MB": 1e9})", "memory_limit_MB", 400},
      {"/run_code", R"({"code": "x", "language": "python", "files": {"../up": "eA=="}})", "files[\"../up\"]", 400},
      {"/run_code", R"({"code": "x", "language": "python", "files": {"a": "!!"}})", "files[\"a\"]", 400},
      {"/run_code", R"({"code": "x", "language": "python", "fetch_files": [3]})", "fetch_files[0]", 400},
      {"/v1/reward", R"({"files": {"solution.py": "x"}})", "task_id", 400},
      {"/v1/reward", R"({"task_id": "py-easy-fizzbuzz"})", "files", 400},
      {"/v1/reward", R"({"task_id": "no-such-task", "files": {"a.py": "x"}})", "task_id", 404},
      {"/v1/reward", R"({"task_id": "py-easy-fizzbuzz", "files": {"a.py": 1}})", "files[\"a.py\"]", 400},
      {"/v1/reward", R"({"task_id": "py-easy-fizzbuzz", "files": {"a.py": "x"}, "actions": [{"type": "teleport"}]})", "actions", 400},
      {"/v1/reward/batch", R"({"items": {}})", "items", 400},
      {"/v1/reward/batch", R"({"items": [{"task_id": "py-easy-fizzbuzz", "files": {"s.py": "x"}}, {"task_id": 3}]})", "items[1].task_id", 400},
      {"/get_reward", R"({"query": ["a"], "labels": []})", "labels", 400},
      {"/get_reward", R"({"query": ["a"], "labels": ["missing"]})", "labels[0]", 404},
  };
  for (const Case& k : cases) {
    auto r = c.Post(k.path, h, k.body, "application/json");
    ASSERT_TRUE(r) << k.body;
    EXPECT_EQ(r->status, k.status) << k.path << " " << k.body << " -> " << r->body;
    const json b = Body(r);
    EXPECT_EQ(b["error"]["field"], k.field) << k.body << " -> " << r->body;
    EXPECT_FALSE(b["error"]["message"].get<std::string>().empty());
  }
  auto r = c.Get("/no/such/path", h);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, 404);
  EXPECT_TRUE(Body(r).contains("error"));
  // Nothing refused was stored.
  EXPECT_EQ(s.Stop(), 0) << s.log();
  EXPECT_EQ(ReadStore(store_).requests, 0);
}

TEST_F(ServeTest, OversizeRequestsAre413) {
  REQUIRE_ISOLATION();
  ServerProcess s(dir_, Args({"--config", Config("max_body_mb = 1\nmax_files = 3\nmax_batch = 2\n")}));
  ASSERT_GT(s.port(), 0) << s.log();
  auto c = Client(s.port());
  const auto h = Bearer(token_);
  auto big = c.Post("/run_code", h, RunCodeBody("#" + std::string(2 << 20, 'x')), "application/json");
  ASSERT_TRUE(big);
  EXPECT_EQ(big->status, 413);
  EXPECT_EQ(Body(big)["error"]["field"], "body") << big->body;
  json files = json::object();
  for (int i = 0; i < 4; ++i) files["f" + std::to_string(i)] = "eA==";
  auto many = c.Post("/run_code", h,
                     json({{"code", "x"}, {"language", "python"}, {"files", files}}).dump(),
                     "application/json");
  ASSERT_TRUE(many);
  EXPECT_EQ(many->status, 413);
  EXPECT_EQ(Body(many)["error"]["field"], "files");
  json item = {{"task_id", "py-easy-fizzbuzz"}, {"files", {{"solution.py", "x"}}}};
  auto batch = c.Post("/v1/reward/batch", h, json({{"items", {item, item, item}}}).dump(),
                      "application/json");
  ASSERT_TRUE(batch);
  EXPECT_EQ(batch->status, 413);
  EXPECT_EQ(Body(batch)["error"]["field"], "items");
  EXPECT_EQ(s.Stop(), 0);
}

TEST_F(ServeTest, MissingOrWrongTokenIs401) {
  REQUIRE_ISOLATION();
  ServerProcess s(dir_, Args());
  ASSERT_GT(s.port(), 0) << s.log();
  auto c = Client(s.port());
  const std::string body = RunCodeBody("print(6 * 7)");
  auto none = c.Post("/run_code", body, "application/json");
  ASSERT_TRUE(none);
  EXPECT_EQ(none->status, 401);
  EXPECT_NE(none->get_header_value("WWW-Authenticate").find("Bearer"), std::string::npos);
  auto wrong = c.Post("/run_code", Bearer("test-token-0123456788"), body, "application/json");
  ASSERT_TRUE(wrong);
  EXPECT_EQ(wrong->status, 401);
  auto metrics = c.Get("/metrics");
  ASSERT_TRUE(metrics);
  EXPECT_EQ(metrics->status, 401);
  auto good = c.Post("/run_code", Bearer(token_), body, "application/json");
  ASSERT_TRUE(good);
  EXPECT_EQ(good->status, 200);
  EXPECT_EQ(Body(good)["run_result"]["stdout"], "42\n");
  auto query = c.Post("/run_code?access_token=" + token_, body, "application/json");
  ASSERT_TRUE(query);
  EXPECT_EQ(query->status, 200);
  // The health checks need no token.
  auto ping = c.Get("/v1/ping");
  ASSERT_TRUE(ping);
  EXPECT_EQ(ping->body, "\"pong\"");
  auto health = c.Get("/healthz");
  ASSERT_TRUE(health);
  EXPECT_EQ(Body(health)["status"], "ok");
  EXPECT_EQ(s.Stop(), 0);
  EXPECT_EQ(ReadStore(store_).requests, 2);
}

// One worker, no queue: while a slow program holds the worker, native endpoints answer 429 and
// /run_code 504 (the status veRL's client retries), both with Retry-After, and nothing is stored
// for them; once the worker is free the same request goes through.
TEST_F(ServeTest, AFullQueueAnswers429AndRunCode504WithRetryAfter) {
  REQUIRE_ISOLATION();
  ServerProcess s(dir_, Args({"--workers", "1", "--queue", "0"}));
  ASSERT_GT(s.port(), 0) << s.log();
  std::thread slow([&] {
    auto c = Client(s.port());
    auto r = c.Post("/run_code", Bearer(token_), RunCodeBody("import time\ntime.sleep(3)\n"),
                    "application/json");
    EXPECT_TRUE(r && r->status == 200);
  });
  ASSERT_TRUE(WaitInFlight(s.port(), 1));
  auto c = Client(s.port());
  const std::string item =
      json({{"task_id", "py-easy-fizzbuzz"}, {"files", {{"solution.py", "x = 1\n"}}}}).dump();
  auto reward = c.Post("/v1/reward", Bearer(token_), item, "application/json");
  ASSERT_TRUE(reward);
  EXPECT_EQ(reward->status, 429) << reward->body;
  EXPECT_EQ(reward->get_header_value("Retry-After"), "1");
  auto code = c.Post("/run_code", Bearer(token_), RunCodeBody("print(1)"), "application/json");
  ASSERT_TRUE(code);
  EXPECT_EQ(code->status, 504);
  EXPECT_EQ(code->get_header_value("Retry-After"), "1");
  slow.join();
  ASSERT_TRUE(WaitIdle(s.port()));
  auto again = c.Post("/v1/reward", Bearer(token_), item, "application/json");
  ASSERT_TRUE(again);
  EXPECT_EQ(again->status, 200) << again->body;
  auto metrics = c.Get("/metrics", Bearer(token_));
  ASSERT_TRUE(metrics);
  EXPECT_NE(metrics->body.find("agentrl_serve_rejected_total{endpoint=\"reward\",reason=\"queue_full\"} 1"),
            std::string::npos)
      << metrics->body;
  EXPECT_NE(metrics->body.find("agentrl_serve_rejected_total{endpoint=\"run_code\",reason=\"queue_full\"} 1"),
            std::string::npos);
  EXPECT_EQ(s.Stop(), 0);
  EXPECT_EQ(ReadStore(store_).requests, 2);  // the slow program and the reward that went through
}

// A hostile program sent through /run_code meets the sandbox `sandbox exec` gives: it cannot
// reach the server that runs it (no network, not even loopback), kill it (its own pid
// namespace), read its store, or outrank its threads (it runs at nice 10); the server goes on
// answering.
TEST_F(ServeTest, AHostileProgramThroughRunCodeIsContained) {
  REQUIRE_ISOLATION();
  ServerProcess s(dir_, Args());
  ASSERT_GT(s.port(), 0) << s.log();
  auto c = Client(s.port());
  const std::string program =
      "import os, signal, socket\n"
      "try:\n"
      "    socket.create_connection(('127.0.0.1', " + std::to_string(s.port()) + "), timeout=2)\n"
      "    print('reached the server')\n"
      "except OSError:\n"
      "    print('no route')\n"
      "print('store visible' if os.path.exists('" + store_ + "') else 'store hidden')\n"
      "try:\n"
      "    os.kill(" + std::to_string(s.pid()) + ", signal.SIGKILL)\n"
      "    print('killed the server')\n"
      "except OSError:\n"
      "    print('server out of reach')\n"
      "try:\n"
      "    os.nice(-10)\n"
      "except PermissionError:\n"
      "    pass\n"
      "print('nice', os.nice(0))\n"
      "try:\n"
      "    os.kill(-1, signal.SIGKILL)\n"
      "except OSError:\n"
      "    pass\n";
  auto r = c.Post("/run_code", Bearer(token_), RunCodeBody(program), "application/json");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, 200);
  const json b = Body(r);
  // ... nor outrank it: it runs at [serve] sandbox_nice (10) and cannot lower that.
  EXPECT_EQ(b["run_result"]["stdout"], "no route\nstore hidden\nserver out of reach\nnice 10\n")
      << r->body;
  EXPECT_EQ(b["infra_failure"], false);
  auto health = c.Get("/healthz");
  ASSERT_TRUE(health);
  EXPECT_EQ(health->status, 200);
  auto after = c.Post("/run_code", Bearer(token_), RunCodeBody("print('still here')"), "application/json");
  ASSERT_TRUE(after);
  EXPECT_EQ(Body(after)["run_result"]["stdout"], "still here\n");
  EXPECT_EQ(s.Stop(), 0);
  EXPECT_EQ(ReadStore(store_).integrity, "ok");
}

// An infrastructure failure is SandboxError with infra_failure true, never a failed test; a
// keyed retry runs it again as its next attempt (here the scratch directory is missing).
TEST_F(ServeTest, InfrastructureFailuresAreSandboxErrorsAndAreRetried) {
  REQUIRE_ISOLATION();
  ServerProcess s(dir_, Args(), {"TMPDIR=/nonexistent-agentrl-scratch"});
  ASSERT_GT(s.port(), 0) << s.log();
  auto c = Client(s.port());
  httplib::Headers h = Bearer(token_);
  h.emplace("Idempotency-Key", "infra-1");
  auto code = c.Post("/run_code", h, RunCodeBody("print(1)"), "application/json");
  ASSERT_TRUE(code);
  EXPECT_EQ(code->status, 200);
  EXPECT_EQ(Body(code)["status"], "SandboxError");
  EXPECT_EQ(Body(code)["infra_failure"], true);
  EXPECT_EQ(Body(code)["run_result"], nullptr);
  auto retry = c.Post("/run_code", h, RunCodeBody("print(1)"), "application/json");
  ASSERT_TRUE(retry);
  EXPECT_TRUE(retry->get_header_value("Idempotent-Replayed").empty());  // ran again
  const std::string item =
      json({{"task_id", "py-easy-fizzbuzz"}, {"files", {{"solution.py", "x = 1\n"}}}}).dump();
  auto reward = c.Post("/v1/reward", Bearer(token_), item, "application/json");
  ASSERT_TRUE(reward);
  EXPECT_EQ(Body(reward)["status"], "SandboxError");
  EXPECT_EQ(Body(reward)["infra_failure"], true);
  EXPECT_EQ(Body(reward)["reward"], nullptr);
  auto openrlhf = c.Post("/get_reward", Bearer(token_),
                         json({{"query", {"```python\nx = 1\n```"}}, {"prompts", {"p"}},
                               {"labels", {"py-easy-fizzbuzz"}}})
                             .dump(),
                         "application/json");
  ASSERT_TRUE(openrlhf);
  EXPECT_EQ(openrlhf->status, 503);  // OpenRLHF retries it; a 0 would train on a broken host
  EXPECT_FALSE(openrlhf->get_header_value("Retry-After").empty());
  EXPECT_EQ(s.Stop(), 0);
  EXPECT_EQ(CountWhere(store_, "SELECT COUNT(*) FROM results WHERE infra_failure = 1;"), 4);
  EXPECT_EQ(CountWhere(store_, "SELECT MAX(attempt) FROM results r JOIN requests q ON q.id = "
                               "r.request_id WHERE q.idempotency_key = 'infra-1';"),
            2);
}

// SIGTERM while requests are running and queued: every request the server accepted is answered
// (and its result stored); what came after the signal is refused with 503 or finds the port
// closed; the process exits 0 and leaves a consistent store.
TEST_F(ServeTest, SigtermUnderLoadAnswersEveryAcceptedRequest) {
  REQUIRE_ISOLATION();
  // A long keep-alive: the drain must close idle pooled connections itself, not wait for them.
  ServerProcess s(dir_, Args({"--workers", "2", "--queue", "32", "--config",
                              Config("keep_alive_s = 900\n")}));
  ASSERT_GT(s.port(), 0) << s.log();
  httplib::Client idle("127.0.0.1", s.port());
  idle.set_keep_alive(true);
  auto first = idle.Get("/healthz");
  ASSERT_TRUE(first);
  constexpr int kClients = 12;
  std::atomic<int> answered{0}, refused{0}, unreachable{0}, wrong{0};
  std::vector<std::thread> clients;
  for (int i = 0; i < kClients; ++i) {
    clients.emplace_back([&, i] {
      std::this_thread::sleep_for(std::chrono::milliseconds(100 * (i % 6)));
      auto c = Client(s.port());
      auto r = c.Post("/run_code", Bearer(token_),
                      RunCodeBody("import time\ntime.sleep(0.4)\nprint(" + std::to_string(i) + ")\n"),
                      "application/json");
      if (!r) {
        ++unreachable;
      } else if (r->status == 200) {
        ++answered;
        if (Body(r)["run_result"]["stdout"] != std::to_string(i) + "\n") ++wrong;
      } else if (r->status == 503) {
        ++refused;
      } else {
        ++wrong;
      }
    });
  }
  ASSERT_TRUE(WaitInFlight(s.port(), 2));
  kill(s.pid(), SIGTERM);
  for (std::thread& t : clients) t.join();
  EXPECT_EQ(s.Stop(0), 0) << s.log();
  EXPECT_EQ(wrong, 0);
  EXPECT_EQ(answered + refused + unreachable, kClients);
  EXPECT_GE(answered, 2);
  const StoreView v = ReadStore(store_);
  EXPECT_EQ(v.integrity, "ok");
  EXPECT_EQ(v.requests, answered.load())  // every accepted request: stored, answered
      << "answered " << answered << ", refused " << refused << ", unreachable " << unreachable;
  EXPECT_EQ(v.results, answered.load());
  EXPECT_NE(s.log().find("every accepted request finished"), std::string::npos) << s.log();
}

// kill -9 while a keyed request runs, then a restart on the same store: a retry of a request
// that had finished returns the stored answer and runs nothing; a retry of the one that was
// cut off runs it, once, under its first id; the store is whole.
TEST_F(ServeTest, AfterKill9AKeyedRetryReturnsTheStoredResultOrRunsOnce) {
  REQUIRE_ISOLATION();
  std::string done_id;
  {
    ServerProcess s(dir_, Args());
    ASSERT_GT(s.port(), 0) << s.log();
    auto c = Client(s.port());
    httplib::Headers h = Bearer(token_);
    h.emplace("Idempotency-Key", "finished-1");
    auto r = c.Post("/run_code", h, RunCodeBody("print('first')"), "application/json");
    ASSERT_TRUE(r);
    done_id = r->get_header_value("X-Agentrl-Id");
    ASSERT_FALSE(done_id.empty());
    std::thread cut([&] {
      auto c2 = Client(s.port());
      httplib::Headers h2 = Bearer(token_);
      h2.emplace("Idempotency-Key", "cut-1");
      (void)c2.Post("/run_code", h2, RunCodeBody("import time\ntime.sleep(5)\nprint('cut')\n"),
                    "application/json");
    });
    ASSERT_TRUE(WaitInFlight(s.port(), 1, 2));
    EXPECT_EQ(s.Stop(SIGKILL), 128 + SIGKILL);
    cut.join();
  }
  EXPECT_EQ(ReadStore(store_).integrity, "ok");
  EXPECT_EQ(CountWhere(store_, "SELECT COUNT(*) FROM requests WHERE idempotency_key = 'cut-1';"), 1)
      << fs::exists(store_ + "-wal");
  EXPECT_EQ(CountWhere(store_, "SELECT COUNT(*) FROM results r JOIN requests q ON q.id = "
                               "r.request_id WHERE q.idempotency_key = 'cut-1';"),
            0);
  ServerProcess s(dir_, Args());
  ASSERT_GT(s.port(), 0) << s.log();
  auto c = Client(s.port());
  httplib::Headers h = Bearer(token_);
  h.emplace("Idempotency-Key", "finished-1");
  auto replay = c.Post("/run_code", h, RunCodeBody("print('first')"), "application/json");
  ASSERT_TRUE(replay);
  EXPECT_EQ(replay->get_header_value("Idempotent-Replayed"), "true");
  EXPECT_EQ(Body(replay)["run_result"]["stdout"], "first\n");
  httplib::Headers h2 = Bearer(token_);
  h2.emplace("Idempotency-Key", "cut-1");
  const std::string cut_body = RunCodeBody("import time\ntime.sleep(5)\nprint('cut')\n");
  auto rerun = c.Post("/run_code", h2, cut_body, "application/json");
  ASSERT_TRUE(rerun);
  EXPECT_TRUE(rerun->get_header_value("Idempotent-Replayed").empty());
  EXPECT_EQ(Body(rerun)["run_result"]["stdout"], "cut\n") << rerun->body;
  auto again = c.Post("/run_code", h2, cut_body, "application/json");
  ASSERT_TRUE(again);
  EXPECT_EQ(again->get_header_value("Idempotent-Replayed"), "true");
  auto other = c.Post("/run_code", h2, RunCodeBody("print('other')"), "application/json");
  ASSERT_TRUE(other);
  EXPECT_EQ(other->status, 422);
  EXPECT_EQ(s.Stop(), 0);
  EXPECT_EQ(CountWhere(store_, "SELECT COUNT(*) FROM requests WHERE idempotency_key = 'cut-1';"), 1);
  EXPECT_EQ(CountWhere(store_, "SELECT COUNT(*) FROM results r JOIN requests q ON q.id = "
                               "r.request_id WHERE q.idempotency_key = 'cut-1';"),
            1);
  EXPECT_EQ(CountWhere(store_, "SELECT COUNT(*) FROM results WHERE request_id = '" + done_id + "';"), 1);
  const StoreView v = ReadStore(store_);
  EXPECT_EQ(v.integrity, "ok");
  EXPECT_EQ(v.orphans, 0);
}

// The reward endpoints end to end: the composed reward, verdicts and versions; the same reward
// through the batch form, OpenRLHF's form and the asynchronous form; the store holds each.
TEST_F(ServeTest, RewardsCarryVerdictsAndVersionsInEveryForm) {
  REQUIRE_ISOLATION();
  ServerProcess s(dir_, Args());
  ASSERT_GT(s.port(), 0) << s.log();
  auto c = Client(s.port());
  const auto h = Bearer(token_);
  const std::string task_dir = SourceDir() + "/tasks/python/easy-01-fizzbuzz";
  const std::string honest = Slurp(task_dir + "/honest/solution.py");
  const std::string reference = Slurp(task_dir + "/reference/solution.py");
  ASSERT_FALSE(honest.empty());
  auto post = [&](const std::string& path, const json& body) {
    auto r = c.Post(path, h, body.dump(), "application/json");
    EXPECT_TRUE(r);
    return r;
  };
  auto ok = post("/v1/reward", {{"task_id", "py-easy-fizzbuzz"}, {"files", {{"solution.py", honest}}}});
  ASSERT_EQ(ok->status, 200) << ok->body;
  json b = Body(ok);
  EXPECT_EQ(b["reward"], 1.0);
  EXPECT_EQ(b["test_reward"], 1.0);
  EXPECT_EQ(b["final"], true);
  EXPECT_EQ(b["sandbox"]["tests"]["passed"], 4);
  EXPECT_EQ(b["verdict"]["verdict"], "clean");
  for (const char* k : {"rules", "judge", "task_corpus", "sandbox"}) EXPECT_TRUE(b["versions"].contains(k));
  // The reference itself, submitted as a solution, is what the judge calls a copy: the tests
  // pass, the composed reward is the cheat reward.
  auto copy = post("/v1/reward", {{"task_id", "easy-01-fizzbuzz"}, {"response", "```python\n" + reference + "```\n"}});
  b = Body(copy);
  EXPECT_EQ(b["test_reward"], 1.0);
  EXPECT_EQ(b["verdict"]["verdict"], "cheat");
  EXPECT_EQ(b["reward"], 0.0);
  auto batch = post("/v1/reward/batch",
                    {{"items",
                      {{{"task_id", "py-easy-fizzbuzz"}, {"files", {{"solution.py", "def fizzbuzz(n):\n    return []\n"}}}},
                       {{"task_id", "py-easy-fizzbuzz"}, {"response", honest}}}}});
  ASSERT_EQ(batch->status, 200) << batch->body;
  b = Body(batch);
  ASSERT_EQ(b["results"].size(), 2u);
  EXPECT_EQ(b["results"][0]["reward"], 0.0);
  EXPECT_EQ(b["results"][0]["sandbox"]["status"], "failed");
  EXPECT_EQ(b["results"][1]["reward"], 1.0);
  auto openrlhf = post("/get_reward", {{"query", {"prompt\n```python\n" + honest + "```", "no code"}},
                                       {"prompts", {"prompt", "p"}},
                                       {"labels", {"py-easy-fizzbuzz", "py-easy-fizzbuzz"}}});
  ASSERT_EQ(openrlhf->status, 200) << openrlhf->body;
  b = Body(openrlhf);
  EXPECT_EQ(b["rewards"], json({1.0, 0.0}));
  EXPECT_EQ(b["scores"], b["rewards"]);
  EXPECT_EQ(b["extra_logs"]["test_reward"], json({1.0, 0.0}));
  auto accepted = post("/v1/reward", {{"task_id", "py-easy-fizzbuzz"}, {"files", {{"solution.py", honest}}}, {"async", true}});
  ASSERT_EQ(accepted->status, 202);
  const std::string id = Body(accepted)["id"];
  EXPECT_EQ(accepted->get_header_value("Location"), "/v1/reward/" + id);
  json done;
  for (int i = 0; i < 600; ++i) {
    auto r = c.Get("/v1/reward/" + id, h);
    ASSERT_TRUE(r);
    if (r->status == 200) {
      done = Body(r);
      break;
    }
    EXPECT_EQ(r->status, 202);
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  EXPECT_EQ(done["state"], "done");
  EXPECT_EQ(done["reward"], 1.0);
  auto unknown = c.Get("/v1/reward/nope", h);
  ASSERT_TRUE(unknown);
  EXPECT_EQ(unknown->status, 404);
  auto metrics = c.Get("/metrics", h);
  ASSERT_TRUE(metrics);
  EXPECT_NE(metrics->body.find("agentrl_serve_verdicts_total{stage=\"judge\",outcome=\"cheat\"}"),
            std::string::npos)
      << metrics->body;
  EXPECT_NE(metrics->body.find("# TYPE agentrl_serve_request_duration_seconds histogram"), std::string::npos);
  EXPECT_EQ(s.Stop(), 0);
  EXPECT_EQ(ReadStore(store_).requests, 5);
  EXPECT_EQ(ReadStore(store_).results, 5);
  // Verdicts: one per reward item (1 + 1 + 2 + 2 + 1).
  EXPECT_EQ(CountWhere(store_, "SELECT COUNT(*) FROM verdicts;"), 7);
}

// The server's own connection loop (serve/src/connection.cc): two requests sent in one write on a
// keep-alive connection are both answered (cpp-httplib's loop drops what it read past the first),
// and an idle connection's thread sleeps in one poll instead of waking ~90 times a second.
int64_t VoluntarySwitches(pid_t pid) {
  int64_t total = 0;
  std::error_code ec;
  for (const auto& t : fs::directory_iterator("/proc/" + std::to_string(pid) + "/task", ec)) {
    std::ifstream in(t.path() / "status");
    std::string line;
    while (std::getline(in, line)) {
      if (line.rfind("voluntary_ctxt_switches:", 0) == 0) total += std::stoll(line.substr(24));
    }
  }
  return total;
}

TEST_F(ServeTest, AKeepAliveConnectionAnswersPipelinedRequestsAndSleepsWhileIdle) {
  ServerProcess s(dir_, Args());
  ASSERT_GT(s.port(), 0) << s.log();
  const int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  ASSERT_GE(fd, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(static_cast<uint16_t>(s.port()));
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  ASSERT_EQ(connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr), 0);
  const std::string two = "GET /v1/ping HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
                          "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
  ASSERT_EQ(send(fd, two.data(), two.size(), MSG_NOSIGNAL), static_cast<ssize_t>(two.size()));
  std::string got;
  const auto answers = [&] {
    size_t n = 0;
    for (size_t at = got.find("HTTP/1.1 200"); at != std::string::npos;
         at = got.find("HTTP/1.1 200", at + 1)) {
      ++n;
    }
    return n;
  };
  // Read until both answers are in (the second ends with healthz's JSON), 20 s at most.
  for (int i = 0; i < 200 && !(answers() == 2 && got.find("stored_requests") != std::string::npos &&
                               got.back() == '}');
       ++i) {
    pollfd p{fd, POLLIN, 0};
    if (poll(&p, 1, 100) <= 0) continue;
    char buf[4096];
    const ssize_t n = recv(fd, buf, sizeof buf, 0);
    if (n <= 0) break;
    got.append(buf, static_cast<size_t>(n));
  }
  EXPECT_EQ(answers(), 2u) << got;
  EXPECT_NE(got.find("\"pong\""), std::string::npos) << got;
  EXPECT_NE(got.find("stored_requests"), std::string::npos) << got;

  // Idle for a second with the connection open: the old loop's poll(10 ms) + sleep(1 ms) made
  // ~180 voluntary switches in that thread alone; one poll per 100 ms makes ~10.
  const int64_t before = VoluntarySwitches(s.pid());
  std::this_thread::sleep_for(std::chrono::seconds(1));
  const int64_t idle = VoluntarySwitches(s.pid()) - before;
  EXPECT_LT(idle, 50) << "voluntary context switches of an idle server with one open connection";

  // Still open, and still answering.
  const std::string ping = "GET /v1/ping HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n";
  ASSERT_EQ(send(fd, ping.data(), ping.size(), MSG_NOSIGNAL), static_cast<ssize_t>(ping.size()));
  got.clear();
  for (int i = 0; i < 200; ++i) {
    pollfd p{fd, POLLIN, 0};
    if (poll(&p, 1, 100) <= 0) continue;
    char buf[4096];
    const ssize_t n = recv(fd, buf, sizeof buf, 0);
    if (n <= 0) break;  // closed after the answer, as asked
    got.append(buf, static_cast<size_t>(n));
  }
  EXPECT_NE(got.find("\"pong\""), std::string::npos) << got;
  close(fd);
  EXPECT_EQ(s.Stop(), 0);
}

}  // namespace
}  // namespace agentrl

namespace agentrl {
namespace {

// With the judge on its own thread the server asks the reward service's verdict gate whether a
// reward may be answered before its verdict: a positive provisional reward (the tests pass) is
// held until the judge has spoken, so a copy of the reference is answered with the cheat
// reward, never its provisional 1; what is answered first is what is stored last.
TEST_F(ServeTest, WithAnAsynchronousJudgeAPositiveRewardWaitsForItsVerdict) {
  REQUIRE_ISOLATION();
  ServerProcess s(dir_, Args({"--config", Config("async_judge = true\n")}));
  ASSERT_GT(s.port(), 0) << s.log();
  auto c = Client(s.port());
  const std::string task_dir = SourceDir() + "/tasks/python/easy-01-fizzbuzz";
  for (const char* which : {"reference", "honest"}) {
    const std::string code = Slurp(task_dir + "/" + which + "/solution.py");
    auto r = c.Post("/v1/reward", Bearer(token_),
                    json({{"task_id", "py-easy-fizzbuzz"}, {"files", {{"solution.py", code}}}}).dump(),
                    "application/json");
    ASSERT_TRUE(r);
    ASSERT_EQ(r->status, 200) << r->body;
    const json b = Body(r);
    EXPECT_EQ(b["provisional_reward"], 1.0) << which;
    EXPECT_EQ(b["held_for_verdict"], true) << which;
    EXPECT_EQ(b["final"], true) << which;
    EXPECT_EQ(b["reward"], std::string(which) == "reference" ? 0.0 : 1.0) << which;
    auto stored = c.Get("/v1/reward/" + b["id"].get<std::string>(), Bearer(token_));
    ASSERT_TRUE(stored);
    EXPECT_EQ(Body(stored)["reward"], b["reward"]);
  }
  // A failing submission is not held: its reward cannot be lowered by a late verdict.
  auto failing = c.Post("/v1/reward", Bearer(token_),
                        json({{"task_id", "py-easy-fizzbuzz"},
                              {"files", {{"solution.py", "def fizzbuzz(n):\n    return []\n"}}}})
                            .dump(),
                        "application/json");
  ASSERT_TRUE(failing);
  EXPECT_EQ(Body(failing)["held_for_verdict"], false);
  EXPECT_EQ(Body(failing)["reward"], 0.0);
  // It is answered before its verdict and stored after it: asked for at once, its status is the
  // stored, final result (not "interrupted", which is what a stored request without a result
  // means), with the reward it was answered.
  auto status = c.Get("/v1/reward/" + Body(failing)["id"].get<std::string>(), Bearer(token_));
  ASSERT_TRUE(status);
  EXPECT_EQ(status->status, 200) << status->body;
  EXPECT_EQ(Body(status)["state"], "done") << status->body;
  EXPECT_EQ(Body(status)["final"], true) << status->body;
  EXPECT_EQ(Body(status)["reward"], 0.0) << status->body;
  EXPECT_EQ(s.Stop(), 0);
}

// A reward request that carries a trajectory showing no way to a source: the reference token for
// token is then the problem's one idiom written again, and earns the reward; with [antihack]
// closeness_alone the same request is judged a copy from memory and earns the cheat reward.
TEST_F(ServeTest, CloseToTheReferenceWithATraceLessTrajectoryCountsOnlyWithClosenessAlone) {
  REQUIRE_ISOLATION();
  const std::string code =
      Slurp(SourceDir() + "/tasks/python/easy-01-fizzbuzz/reference/solution.py");
  const std::string body =
      json({{"task_id", "py-easy-fizzbuzz"},
            {"files", {{"solution.py", code}}},
            {"actions",
             json::array(
                 {{{"type", "read"}, {"path", "/workspace/solution.py"}},
                  {{"type", "write"}, {"path", "/workspace/solution.py"}, {"content", code}}})}})
          .dump();
  for (const bool alone : {false, true}) {
    const std::string path = Config("");
    if (alone) std::ofstream(path, std::ios::app) << "[antihack]\ncloseness_alone = true\n";
    ServerProcess s(dir_, Args({"--config", path}));
    ASSERT_GT(s.port(), 0) << s.log();
    auto c = Client(s.port());
    auto r = c.Post("/v1/reward", Bearer(token_), body, "application/json");
    ASSERT_TRUE(r);
    ASSERT_EQ(r->status, 200) << r->body;
    const json b = Body(r);
    EXPECT_EQ(b["provisional_reward"], 1.0) << r->body;
    EXPECT_EQ(b["reward"], alone ? 0.0 : 1.0) << r->body;
    EXPECT_EQ(b["verdict"]["verdict"], alone ? "cheat" : "clean") << r->body;
    EXPECT_EQ(s.Stop(), 0);
  }
}

// With [antihack.reviewer] the LLM reviewer (here the real llama.cpp test server) speaks before
// a reward is final: its verdict names the reviewer and its version, the versions list it, the
// review is cached in the server's store (a second identical request asks the model nothing),
// and /metrics counts its calls and tokens.
TEST_F(ServeTest, WithTheReviewerAVerdictNamesItAndMetricsCountItsCalls) {
  REQUIRE_ISOLATION();
  REQUIRE_LLAMA();
  testing::LlamaServer llama(dir_.string());
  ASSERT_GT(llama.port(), 0) << llama.log();
  const std::string path = (dir_ / "serve.toml").string();
  std::ofstream(path) << "[serve]\nasync_judge = true\n[antihack.reviewer]\nenabled = true\n"
                      << "base_url = \"" << llama.base_url() << "\"\n"
                      << "model = \"qwen2-tiny-random-f16\"\nband_low = 0.0\nband_high = 1.0\n";
  ServerProcess s(dir_, Args({"--config", path}));
  ASSERT_GT(s.port(), 0) << s.log();
  auto c = Client(s.port());
  const std::string code =
      Slurp(SourceDir() + "/tasks/python/easy-01-fizzbuzz/honest/solution.py");
  const std::string body =
      json({{"task_id", "py-easy-fizzbuzz"}, {"files", {{"solution.py", code}}}}).dump();
  auto r = c.Post("/v1/reward", Bearer(token_), body, "application/json");
  ASSERT_TRUE(r);
  ASSERT_EQ(r->status, 200) << r->body;
  const json b = Body(r);
  EXPECT_EQ(b["final"], true) << r->body;
  EXPECT_EQ(b["review_unavailable"], false) << r->body;
  EXPECT_EQ(b["verdict"]["reviewer"]["status"], "reviewed") << r->body;
  EXPECT_EQ(b["verdict"]["stages"], json({"rule", "judge", "reviewer"})) << r->body;
  const std::string version = b["verdict"]["reviewer"]["version"];
  EXPECT_EQ(version.rfind("reviewer-", 0), 0u);
  EXPECT_EQ(b["versions"]["reviewer"], version);
  EXPECT_EQ(b["reward"], b["verdict"]["verdict"] == "cheat" ? 0.0 : 1.0) << r->body;

  auto again = c.Post("/v1/reward", Bearer(token_), body, "application/json");
  ASSERT_TRUE(again);
  EXPECT_EQ(Body(again)["verdict"]["reviewer"]["probability"],
            b["verdict"]["reviewer"]["probability"]);
  auto metrics = c.Get("/metrics", Bearer(token_));
  ASSERT_TRUE(metrics);
  EXPECT_NE(metrics->body.find("# TYPE agentrl_serve_reviewer_calls_total counter\n"
                               "agentrl_serve_reviewer_calls_total 1\n"),
            std::string::npos)
      << metrics->body;
  EXPECT_NE(metrics->body.find("agentrl_serve_reviewer_reviews_cached_total 1\n"),
            std::string::npos)
      << metrics->body;
  EXPECT_EQ(metrics->body.find("agentrl_serve_reviewer_tokens_in_total 0\n"), std::string::npos)
      << metrics->body;
  EXPECT_EQ(s.Stop(), 0);
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open_v2(store_.c_str(), &db, SQLITE_OPEN_READONLY, nullptr), SQLITE_OK);
  sqlite3_stmt* st = nullptr;
  ASSERT_EQ(sqlite3_prepare_v2(db, "SELECT COUNT(*) FROM reviews;", -1, &st, nullptr), SQLITE_OK);
  ASSERT_EQ(sqlite3_step(st), SQLITE_ROW);
  EXPECT_EQ(sqlite3_column_int(st, 0), 1);
  sqlite3_finalize(st);
  sqlite3_close_v2(db);
}

}  // namespace
}  // namespace agentrl
