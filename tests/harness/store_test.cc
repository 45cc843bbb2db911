// The trajectory store: round trip, append-only, export in the anti-hack format, and a real
// writer process killed with SIGKILL at random moments, reopened each time with no partial
// iteration and resumed from its last checkpoint.
#include "agentrl/harness/store.h"

#include <gtest/gtest.h>
#include <signal.h>
#include <sqlite3.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <random>
#include <thread>

#include "../sandbox/sandbox_test_util.h"
#include "agentrl/antihack/trajectory.h"
#include "agentrl/core/config.h"

namespace agentrl::harness {
namespace {

namespace fs = std::filesystem;
using sandbox::testing::TempDir;

StoredTrajectory Sample(int i) {
  StoredTrajectory t;
  t.task_id = "py-easy-fizzbuzz";
  antihack::Action read;
  read.type = antihack::ActionType::kRead;
  read.path = "/workspace/solution.py";
  antihack::Action write;
  write.type = antihack::ActionType::kWrite;
  write.path = "/workspace/solution.py";
  write.content = "def fizzbuzz(n):\n    return []\n";
  antihack::Action shell;
  shell.type = antihack::ActionType::kShell;
  shell.cmd = "cat /grader/tests/test_solution.py";
  shell.output = "no such file";
  t.actions = {read, write, shell};
  t.token_spans = {{0, 5}, {6, 40}, {41, 50}};
  t.submission = {{"solution.py", write.content}, {"pkg/util.py", "X = " + std::to_string(i)}};
  t.audit = {
      {sandbox::AuditKind::kExec, 7, "execve", "/usr/bin/python3", "python3 -m pytest", "allowed"}};
  t.result_json = "{\"status\":\"failed\",\"reward\":0}";
  antihack::Verdict v;
  v.outcome = "cheat";
  v.stage = "rule";
  v.category = "read_hidden_tests";
  v.rules_version = "rules-x";
  t.AddVerdict(v);
  t.test_reward = 1;
  t.reward = 0;
  t.submitted_kind = "cheat/read_hidden_tests";
  t.submitted_case = "fizzbuzz-cheat-" + std::to_string(i);
  t.heldout_result_json = "{\"status\":\"passed\",\"wall_s\":" + std::to_string(i) + "}";
  return t;
}

TEST(Store, OnlyNotableAuditEventsAreKeptByDefault) {
  sandbox::SandboxResult r;
  sandbox::StepRecord step;
  step.name = "test";
  step.outcome.audit = {
      {sandbox::AuditKind::kOpen, 1, "openat", "/usr/lib/python3.11/os.py", "O_RDONLY", "allowed"},
      {sandbox::AuditKind::kOpen, 1, "openat", "/grader/reference/solution.py", "O_RDONLY",
       "allowed"},
      {sandbox::AuditKind::kOpen, 1, "openat", "/etc/passwd", "O_WRONLY", "denied:EROFS"},
      {sandbox::AuditKind::kExec, 1, "execve", "/usr/bin/git", "git log", "allowed"}};
  r.steps.push_back(step);
  StoredTrajectory t;
  t.SetResult(r);
  ASSERT_EQ(t.audit.size(), 3u);  // the system library read is dropped, the rest kept
  EXPECT_EQ(t.audit[0].path, "/grader/reference/solution.py");
  EXPECT_NE(t.result_json.find("\"audit_events_total\":4"), std::string::npos) << t.result_json;
  t.SetResult(r, /*all_audit_events=*/true);
  EXPECT_EQ(t.audit.size(), 4u);
}

TEST(Store, RoundTripAppendOnlyAndExport) {
  TempDir d;
  const std::string db = d.path() + "/run/store.sqlite";
  {
    auto s = TrajectoryStore::Open(db);
    ASSERT_TRUE(s.ok()) << s.status().message();
    ASSERT_TRUE(s->CreateRun("r1", "seed = 3\n", "{\"rules\":\"rules-x\"}").ok());
    EXPECT_EQ(s->CreateRun("r1", "", "{}").exit_code(), 2);  // ids are unique
    EXPECT_EQ(*s->LastIteration("r1"), -1);
    IterationRecord rec;
    rec.iteration = 0;
    rec.trajectories = {Sample(0), Sample(1)};
    rec.metrics = {{"reward_mean", 0.5}};
    rec.checkpoint = "ckpt-0.pt";
    ASSERT_TRUE(s->AppendIteration("r1", rec).ok());
    rec.iteration = 2;  // out of order
    EXPECT_EQ(s->AppendIteration("r1", rec).exit_code(), 2);
    rec.iteration = 0;  // again
    EXPECT_EQ(s->AppendIteration("r1", rec).exit_code(), 2);
    EXPECT_FALSE(s->LastIteration("nope").ok());
  }
  auto s = TrajectoryStore::Open(db);  // reopened
  ASSERT_TRUE(s.ok());
  EXPECT_EQ(*s->LastIteration("r1"), 0);
  EXPECT_EQ(*s->LastCheckpoint("r1"), "ckpt-0.pt");
  auto runs = s->Runs();
  ASSERT_TRUE(runs.ok());
  ASSERT_EQ(runs->size(), 1u);
  EXPECT_EQ((*runs)[0].trajectories, 2);
  EXPECT_EQ((*runs)[0].versions, "{\"rules\":\"rules-x\"}");
  auto back = s->Trajectories("r1");
  ASSERT_TRUE(back.ok());
  ASSERT_EQ(back->size(), 2u);
  const StoredTrajectory& t = (*back)[1];
  const StoredTrajectory want = Sample(1);
  ASSERT_EQ(t.actions.size(), 3u);
  EXPECT_EQ(t.actions[1].content, want.actions[1].content);
  EXPECT_EQ(t.actions[2].cmd, want.actions[2].cmd);
  EXPECT_EQ(t.token_spans, want.token_spans);
  EXPECT_EQ(t.submission, want.submission);
  ASSERT_EQ(t.audit.size(), 1u);
  EXPECT_EQ(t.audit[0].kind, sandbox::AuditKind::kExec);
  EXPECT_EQ(t.audit[0].detail, "python3 -m pytest");
  ASSERT_EQ(t.verdicts.size(), 1u);
  EXPECT_EQ(t.verdicts[0].category, "read_hidden_tests");
  EXPECT_EQ(t.reward, 0);
  EXPECT_EQ(t.test_reward, 1);
  EXPECT_EQ(t.submitted_kind, "cheat/read_hidden_tests");
  EXPECT_EQ(t.submitted_case, "fizzbuzz-cheat-1");
  EXPECT_EQ(t.heldout_result_json, want.heldout_result_json);

  // Append-only: the database itself refuses updates and deletes.
  sqlite3* raw = nullptr;
  ASSERT_EQ(sqlite3_open(db.c_str(), &raw), SQLITE_OK);
  for (const char* sql : {"UPDATE trajectories SET reward = 1", "DELETE FROM verdicts",
                          "DELETE FROM iterations", "UPDATE runs SET config = ''"}) {
    char* err = nullptr;
    EXPECT_NE(sqlite3_exec(raw, sql, nullptr, nullptr, &err), SQLITE_OK) << sql;
    EXPECT_NE(std::string(err ? err : "").find("append-only"), std::string::npos) << sql;
    sqlite3_free(err);
  }
  sqlite3_close(raw);

  // Export: the anti-hack input format, which the trajectory parser reads back.
  auto n = s->Export("r1", d.path() + "/export");
  ASSERT_TRUE(n.ok()) << n.status().message();
  EXPECT_EQ(*n, 2);
  auto text = config::ReadTextFile(d.path() + "/export/0-1/trajectory.jsonl");
  ASSERT_TRUE(text.ok());
  auto actions = antihack::ParseTrajectory(*text, "t.jsonl");
  ASSERT_TRUE(actions.ok()) << actions.status().message();
  ASSERT_EQ(actions->size(), 3u);
  EXPECT_EQ((*actions)[2].cmd, "cat /grader/tests/test_solution.py");
  EXPECT_TRUE(fs::exists(d.path() + "/export/0-1/submission/pkg/util.py"));
  auto record = config::ReadTextFile(d.path() + "/export/0-1/record.json");
  ASSERT_TRUE(record.ok());
  EXPECT_NE(record->find("\"submitted_case\": \"fizzbuzz-cheat-1\""), std::string::npos) << *record;
  EXPECT_NE(record->find("\"heldout_result\": {\n    \"status\": \"passed\""), std::string::npos)
      << *record;
  EXPECT_TRUE(fs::exists(d.path() + "/export/0-1/audit.jsonl"));

  // The same through the command line.
  const std::string cmd = std::string(AGENTRL_BIN) + " store export r1 --jsonl --db " + db +
                          " --out " + d.path() + "/cli >/dev/null 2>&1";
  EXPECT_EQ(std::system(cmd.c_str()), 0);
  EXPECT_TRUE(fs::exists(d.path() + "/cli/0-0/trajectory.jsonl"));
  const std::string bad = std::string(AGENTRL_BIN) + " store export nope --db " + db + " --out " +
                          d.path() + "/cli2 >/dev/null 2>&1";
  const int status = std::system(bad.c_str());
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 2) << status;
}

// A count from the database.
int64_t Count(const std::string& db, const std::string& sql) {
  sqlite3* raw = nullptr;
  sqlite3_open(db.c_str(), &raw);
  sqlite3_stmt* st = nullptr;
  sqlite3_prepare_v2(raw, sql.c_str(), -1, &st, nullptr);
  const int64_t v = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int64(st, 0) : -1;
  sqlite3_finalize(st);
  sqlite3_close(raw);
  return v;
}

// A store written before the submitted_* columns existed opens with them added: its rows read
// back with empty kinds (NULL in the database), and new iterations append with theirs.
TEST(Store, AnOlderStoreGainsTheSubmittedColumns) {
  TempDir d;
  const std::string db = d.path() + "/old.sqlite";
  {
    sqlite3* raw = nullptr;
    ASSERT_EQ(sqlite3_open(db.c_str(), &raw), SQLITE_OK);
    const char* old_schema = R"sql(
CREATE TABLE runs (
  run_id TEXT PRIMARY KEY, created TEXT NOT NULL, config TEXT NOT NULL, versions TEXT NOT NULL);
CREATE TABLE iterations (
  run_id TEXT NOT NULL REFERENCES runs(run_id), iteration INTEGER NOT NULL,
  metrics TEXT NOT NULL, checkpoint TEXT NOT NULL, checkpoint_hash TEXT NOT NULL,
  PRIMARY KEY (run_id, iteration));
CREATE TABLE trajectories (
  id INTEGER PRIMARY KEY, run_id TEXT NOT NULL, iteration INTEGER NOT NULL, idx INTEGER NOT NULL,
  task_id TEXT NOT NULL, test_reward REAL NOT NULL, reward REAL NOT NULL, submission TEXT NOT NULL,
  FOREIGN KEY (run_id, iteration) REFERENCES iterations(run_id, iteration),
  UNIQUE (run_id, iteration, idx));
INSERT INTO runs VALUES ('r', '2026-11-01T00:00:00Z', 'seed = 1', '{}');
INSERT INTO iterations VALUES ('r', 0, '{}', 'c0.pt', '');
INSERT INTO trajectories (run_id, iteration, idx, task_id, test_reward, reward, submission)
  VALUES ('r', 0, 0, 'py-easy-fizzbuzz', 1, 1, '{"solution.py":"x = 1"}');
)sql";
    char* err = nullptr;
    ASSERT_EQ(sqlite3_exec(raw, old_schema, nullptr, nullptr, &err), SQLITE_OK) << err;
    sqlite3_close(raw);
  }
  {
    auto s = TrajectoryStore::Open(db);
    ASSERT_TRUE(s.ok()) << s.status().message();
    IterationRecord rec;
    rec.iteration = 1;
    rec.trajectories = {Sample(0), Sample(1)};
    rec.trajectories[1].submitted_kind = rec.trajectories[1].submitted_case = "";
    rec.trajectories[1].heldout_result_json = "";
    ASSERT_TRUE(s->AppendIteration("r", rec).ok());
  }
  auto s = TrajectoryStore::Open(db);  // the columns are there now: opening again is a no-op
  ASSERT_TRUE(s.ok()) << s.status().message();
  auto back = s->Trajectories("r");
  ASSERT_TRUE(back.ok()) << back.status().message();
  ASSERT_EQ(back->size(), 3u);
  EXPECT_EQ((*back)[0].submission.at("solution.py"), "x = 1");
  EXPECT_EQ((*back)[0].submitted_kind, "");
  EXPECT_EQ((*back)[1].submitted_kind, "cheat/read_hidden_tests");
  EXPECT_EQ((*back)[1].submitted_case, "fizzbuzz-cheat-0");
  EXPECT_EQ((*back)[2].submitted_case, "");
  EXPECT_EQ((*back)[0].heldout_result_json, "");
  EXPECT_EQ((*back)[1].heldout_result_json, Sample(0).heldout_result_json);
  EXPECT_EQ((*back)[2].heldout_result_json, "");
  s = TrajectoryStore::Open(d.path() + "/other.sqlite");  // closes `db`
  EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM trajectories WHERE submitted_kind IS NULL"), 2);
  EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM trajectories WHERE submitted_case IS NULL"), 2);
  EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM trajectories WHERE heldout_result IS NULL"), 2);
}

TEST(Store, SurvivesSigkillAtRandomMomentsAndResumes) {
  TempDir d;
  const std::string db = d.path() + "/store.sqlite", ckpt = d.path() + "/ckpt";
  fs::create_directories(ckpt);
  const int n = 8, m = 6;
  std::mt19937 rng(20261130);
  std::uniform_int_distribution<int> delay_ms(5, 250);
  int previous_last = -1, kills = 0;
  for (int round = 0; round < 12; ++round) {
    const pid_t pid = fork();
    ASSERT_GE(pid, 0);
    if (pid == 0) {
      execl(AGENTRL_STORE_WRITER, AGENTRL_STORE_WRITER, db.c_str(), "run-1", ckpt.c_str(),
            std::to_string(n).c_str(), std::to_string(m).c_str(), static_cast<char*>(nullptr));
      _exit(127);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(round == 11 ? 1000 : delay_ms(rng)));
    kills += kill(pid, SIGKILL) == 0 ? 1 : 0;
    int status = 0;
    waitpid(pid, &status, 0);
    ASSERT_TRUE(WIFSIGNALED(status) || (WIFEXITED(status) && WEXITSTATUS(status) == 0))
        << "writer failed with exit " << WEXITSTATUS(status);

    // Reopens cleanly; every stored iteration is whole; none is missing in between.
    auto s = TrajectoryStore::Open(db);
    ASSERT_TRUE(s.ok()) << s.status().message();
    auto last = s->LastIteration("run-1");
    if (!last.ok()) continue;  // killed before the run was created
    EXPECT_GE(*last, previous_last) << "an iteration disappeared";
    previous_last = *last;
    EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM iterations"), *last + 1);
    EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM trajectories"), (*last + 1) * n);
    EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM turns"), (*last + 1) * n * m);
    EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM audit_events"), (*last + 1) * n * m);
    EXPECT_EQ(Count(db, "SELECT COUNT(*) FROM verdicts"), (*last + 1) * n);
    EXPECT_EQ(Count(db,
                    "SELECT COUNT(*) FROM trajectories t WHERE NOT EXISTS (SELECT 1 FROM "
                    "iterations i WHERE i.run_id = t.run_id AND i.iteration = t.iteration)"),
              0);
    // The checkpoint the store points at exists and is the one its hash names.
    auto ck = s->LastCheckpoint("run-1");
    ASSERT_TRUE(ck.ok());
    if (*last >= 0) {
      EXPECT_EQ(*ck, ckpt + "/ckpt-" + std::to_string(*last) + ".bin");
      EXPECT_TRUE(fs::exists(*ck));
    }
  }
  EXPECT_GE(kills, 11);
  EXPECT_GE(previous_last, 1) << "the writer made no progress across restarts";
}

}  // namespace
}  // namespace agentrl::harness
