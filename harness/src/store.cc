#include "agentrl/harness/store.h"

#include <sqlite3.h>

#include <chrono>
#include <ctime>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>

#include "agentrl/core/files.h"
#include "agentrl/core/text.h"
#include "agentrl/harness/sqlite.h"

namespace agentrl::harness {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using sqlite::Exec;
using sqlite::Now;
using sqlite::StepDone;
using sqlite::Stmt;

constexpr const char* kSchema = R"sql(
CREATE TABLE IF NOT EXISTS runs (
  run_id TEXT PRIMARY KEY, created TEXT NOT NULL, config TEXT NOT NULL, versions TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS iterations (
  run_id TEXT NOT NULL REFERENCES runs(run_id), iteration INTEGER NOT NULL,
  metrics TEXT NOT NULL, checkpoint TEXT NOT NULL, checkpoint_hash TEXT NOT NULL,
  PRIMARY KEY (run_id, iteration));
CREATE TABLE IF NOT EXISTS trajectories (
  id INTEGER PRIMARY KEY, run_id TEXT NOT NULL, iteration INTEGER NOT NULL, idx INTEGER NOT NULL,
  task_id TEXT NOT NULL, test_reward REAL NOT NULL, reward REAL NOT NULL, submission TEXT NOT NULL,
  submitted_kind TEXT, submitted_case TEXT, heldout_result TEXT,
  FOREIGN KEY (run_id, iteration) REFERENCES iterations(run_id, iteration),
  UNIQUE (run_id, iteration, idx));
CREATE TABLE IF NOT EXISTS turns (
  trajectory_id INTEGER NOT NULL REFERENCES trajectories(id), idx INTEGER NOT NULL,
  type TEXT NOT NULL, cmd TEXT, output TEXT, path TEXT, content TEXT, text TEXT,
  token_begin INTEGER, token_end INTEGER, PRIMARY KEY (trajectory_id, idx));
CREATE TABLE IF NOT EXISTS sandbox_results (
  trajectory_id INTEGER PRIMARY KEY REFERENCES trajectories(id), result TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS audit_events (
  trajectory_id INTEGER NOT NULL REFERENCES trajectories(id), idx INTEGER NOT NULL,
  kind TEXT NOT NULL, syscall TEXT, path TEXT, detail TEXT, result TEXT,
  PRIMARY KEY (trajectory_id, idx));
CREATE TABLE IF NOT EXISTS verdicts (
  trajectory_id INTEGER NOT NULL REFERENCES trajectories(id), idx INTEGER NOT NULL,
  stage TEXT NOT NULL, outcome TEXT NOT NULL, category TEXT NOT NULL, verdict TEXT NOT NULL,
  PRIMARY KEY (trajectory_id, idx));
)sql";

const char* const kTables[] = {
    "runs", "iterations", "trajectories", "turns", "sandbox_results", "audit_events", "verdicts"};

sandbox::AuditKind KindFromName(const std::string& name) {
  for (int k = 0; k <= static_cast<int>(sandbox::AuditKind::kDenied); ++k) {
    const auto kind = static_cast<sandbox::AuditKind>(k);
    if (name == sandbox::AuditKindName(kind)) return kind;
  }
  return sandbox::AuditKind::kDenied;
}

// The submission column: relative path -> content, both made valid UTF-8 (a file that is not
// text is stored with U+FFFD for its invalid bytes: the store keeps text, not binaries).
std::string SubmissionJson(const std::map<std::string, std::string>& files) {
  json j = json::object();
  for (const auto& [path, content] : files) j[ToValidUtf8(path).text] = ToValidUtf8(content).text;
  return j.dump();
}

antihack::ActionType TypeFromName(const std::string& name) {
  for (auto t : {antihack::ActionType::kShell, antihack::ActionType::kRead,
                 antihack::ActionType::kWrite, antihack::ActionType::kMessage}) {
    if (name == antihack::ActionTypeName(t)) return t;
  }
  return antihack::ActionType::kMessage;
}

}  // namespace

void StoredTrajectory::SetResult(const sandbox::SandboxResult& r, bool all_audit_events) {
  const std::vector<sandbox::AuditEvent> events = sandbox::AllAuditEvents(r);
  audit.clear();
  for (const sandbox::AuditEvent& e : events) {
    bool system_read = false;
    if (e.kind == sandbox::AuditKind::kOpen && !sandbox::IsWriteOpen(e)) {
      for (const char* dir :
           {"/usr/", "/etc/", "/lib", "/bin/", "/sbin/", "/opt/", "/proc/", "/sys/", "/dev/"}) {
        system_read = system_read || e.path.rfind(dir, 0) == 0;
      }
    }
    if (all_audit_events || !system_read) audit.push_back(e);
  }
  json j = sandbox::ResultJson(r, false);
  j["audit_events_total"] = events.size();
  j["audit_events_stored"] = all_audit_events ? "all" : "notable";
  // Stored events whose path or detail the store will repair to UTF-8 (Stmt::Bind).
  int64_t replaced = 0;
  for (const sandbox::AuditEvent& e : audit) {
    replaced += !IsValidUtf8(e.path) || !IsValidUtf8(e.detail);
  }
  if (replaced > 0) j["audit_events_utf8_replaced"] = replaced;
  result_json = j.dump();
}

void StoredTrajectory::AddVerdict(const antihack::Verdict& v) {
  verdicts.push_back({v.stage, v.outcome, v.category, antihack::VerdictToJson(v)});
}

Result<TrajectoryStore> TrajectoryStore::Open(const std::string& path) {
  TrajectoryStore s;
  s.path_ = path;
  auto db = sqlite::OpenAppendOnly(path, kSchema, kTables, /*synchronous_full=*/true);
  if (!db.ok()) return db.status();
  s.db_ = *db;
  // A store created before the submitted_* or heldout_result columns existed gets them, NULL
  // in its old rows.
  {
    std::set<std::string> columns;
    Stmt info(s.db_, "PRAGMA table_info(trajectories);");
    while (info.Step() == SQLITE_ROW) columns.insert(info.Text(1));
    for (const char* c : {"submitted_kind", "submitted_case", "heldout_result"}) {
      if (columns.count(c)) continue;
      const std::string sql = std::string("ALTER TABLE trajectories ADD COLUMN ") + c + " TEXT;";
      if (Status st = Exec(s.db_, sql, path + ": adding column " + c); !st.ok()) return st;
    }
  }
  if (Status st = sqlite::CheckIntegrity(s.db_, path); !st.ok()) return st;
  return s;
}

TrajectoryStore::~TrajectoryStore() {
  if (db_) sqlite3_close_v2(db_);
}

TrajectoryStore::TrajectoryStore(TrajectoryStore&& o) noexcept
    : db_(o.db_), path_(std::move(o.path_)) {
  o.db_ = nullptr;
}

TrajectoryStore& TrajectoryStore::operator=(TrajectoryStore&& o) noexcept {
  if (this != &o) {
    if (db_) sqlite3_close_v2(db_);
    db_ = o.db_;
    path_ = std::move(o.path_);
    o.db_ = nullptr;
  }
  return *this;
}

Status TrajectoryStore::CreateRun(const std::string& run_id, const std::string& config,
                                  const std::string& versions_json) {
  Stmt st(db_, "INSERT INTO runs (run_id, created, config, versions) VALUES (?, ?, ?, ?)");
  st.Bind(1, run_id).Bind(2, Now()).Bind(3, config).Bind(4, versions_json);
  if (st.Step() != SQLITE_DONE) {
    return sqlite3_extended_errcode(db_) == SQLITE_CONSTRAINT_PRIMARYKEY
               ? Status::InvalidInput(path_ + ": run \"" + run_id + "\" exists already")
               : Status::IoError(path_ + ": " + sqlite3_errmsg(db_));
  }
  return Status::Ok();
}

Status TrajectoryStore::AppendIteration(const std::string& run_id, const IterationRecord& rec) {
  auto last = LastIteration(run_id);
  if (!last.ok()) return last.status();
  if (rec.iteration != *last + 1) {
    return Status::InvalidInput(path_ + ": run \"" + run_id + "\": iteration " +
                                std::to_string(rec.iteration) + " after " + std::to_string(*last) +
                                "; the store is append-only, in order");
  }
  if (Status st = Exec(db_, "BEGIN IMMEDIATE;", path_ + ": begin"); !st.ok()) return st;
  auto fail = [&](Status st) {
    Exec(db_, "ROLLBACK;", path_ + ": rollback");
    return st;
  };
  const std::string where =
      path_ + ": run " + run_id + " iteration " + std::to_string(rec.iteration);
  Stmt it(db_,
          "INSERT INTO iterations (run_id, iteration, metrics, checkpoint, checkpoint_hash) "
          "VALUES (?, ?, ?, ?, ?)");
  it.Bind(1, run_id)
      .Bind(2, static_cast<int64_t>(rec.iteration))
      .Bind(3, rec.metrics_json.empty() ? json(rec.metrics).dump() : rec.metrics_json)
      .Bind(4, rec.checkpoint)
      .Bind(5, rec.checkpoint_hash);
  if (Status st = StepDone(db_, it, where); !st.ok()) return fail(st);
  Stmt tr(db_,
          "INSERT INTO trajectories (run_id, iteration, idx, task_id, test_reward, reward, "
          "submission, submitted_kind, submitted_case, heldout_result) VALUES (?, ?, ?, ?, ?, ?, "
          "?, NULLIF(?, ''), NULLIF(?, ''), NULLIF(?, ''))");
  Stmt tu(db_,
          "INSERT INTO turns (trajectory_id, idx, type, cmd, output, path, content, text, "
          "token_begin, token_end) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
  Stmt sr(db_, "INSERT INTO sandbox_results (trajectory_id, result) VALUES (?, ?)");
  Stmt au(db_,
          "INSERT INTO audit_events (trajectory_id, idx, kind, syscall, path, detail, result) "
          "VALUES (?, ?, ?, ?, ?, ?, ?)");
  Stmt ve(db_,
          "INSERT INTO verdicts (trajectory_id, idx, stage, outcome, category, verdict) "
          "VALUES (?, ?, ?, ?, ?, ?)");
  for (size_t i = 0; i < rec.trajectories.size(); ++i) {
    const StoredTrajectory& t = rec.trajectories[i];
    tr.Bind(1, run_id)
        .Bind(2, static_cast<int64_t>(rec.iteration))
        .Bind(3, static_cast<int64_t>(i))
        .Bind(4, t.task_id)
        .Bind(5, t.test_reward)
        .Bind(6, t.reward)
        .Bind(7, SubmissionJson(t.submission))
        .Bind(8, t.submitted_kind)
        .Bind(9, t.submitted_case)
        .Bind(10, t.heldout_result_json);
    if (Status st = StepDone(db_, tr, where); !st.ok()) return fail(st);
    const int64_t id = sqlite3_last_insert_rowid(db_);
    for (size_t k = 0; k < t.actions.size(); ++k) {
      const antihack::Action& a = t.actions[k];
      const bool span = k < t.token_spans.size();
      tu.Bind(1, id)
          .Bind(2, static_cast<int64_t>(k))
          .Bind(3, std::string(antihack::ActionTypeName(a.type)))
          .Bind(4, a.cmd)
          .Bind(5, a.output)
          .Bind(6, a.path)
          .Bind(7, a.content)
          .Bind(8, a.text)
          .Bind(9, span ? t.token_spans[k].first : int64_t{-1})
          .Bind(10, span ? t.token_spans[k].second : int64_t{-1});
      if (Status st = StepDone(db_, tu, where); !st.ok()) return fail(st);
    }
    if (!t.result_json.empty()) {
      sr.Bind(1, id).Bind(2, t.result_json);
      if (Status st = StepDone(db_, sr, where); !st.ok()) return fail(st);
    }
    for (size_t k = 0; k < t.audit.size(); ++k) {
      const sandbox::AuditEvent& e = t.audit[k];
      au.Bind(1, id)
          .Bind(2, static_cast<int64_t>(k))
          .Bind(3, std::string(sandbox::AuditKindName(e.kind)))
          .Bind(4, e.syscall)
          .Bind(5, e.path)
          .Bind(6, e.detail)
          .Bind(7, e.result);
      if (Status st = StepDone(db_, au, where); !st.ok()) return fail(st);
    }
    for (size_t k = 0; k < t.verdicts.size(); ++k) {
      const auto& v = t.verdicts[k];
      ve.Bind(1, id)
          .Bind(2, static_cast<int64_t>(k))
          .Bind(3, v.stage)
          .Bind(4, v.outcome)
          .Bind(5, v.category)
          .Bind(6, v.json);
      if (Status st = StepDone(db_, ve, where); !st.ok()) return fail(st);
    }
  }
  if (Status st = Exec(db_, "COMMIT;", where + ": commit"); !st.ok()) return fail(st);
  return Status::Ok();
}

Result<std::vector<RunInfo>> TrajectoryStore::Runs() const {
  Stmt st(db_,
          "SELECT r.run_id, r.created, r.config, r.versions, "
          "(SELECT COUNT(*) FROM iterations i WHERE i.run_id = r.run_id), "
          "(SELECT COUNT(*) FROM trajectories t WHERE t.run_id = r.run_id) "
          "FROM runs r ORDER BY r.created, r.run_id");
  if (!st.ok()) return Status::IoError(path_ + ": " + sqlite3_errmsg(db_));
  std::vector<RunInfo> out;
  while (st.Step() == SQLITE_ROW) {
    out.push_back(
        {st.Text(0), st.Text(1), st.Text(2), st.Text(3), static_cast<int>(st.Int(4)), st.Int(5)});
  }
  return out;
}

Result<int> TrajectoryStore::LastIteration(const std::string& run_id) const {
  Stmt exists(db_, "SELECT 1 FROM runs WHERE run_id = ?");
  exists.Bind(1, run_id);
  if (exists.Step() != SQLITE_ROW) {
    return Status::NotFound(path_ + ": no run \"" + run_id + "\"");
  }
  Stmt st(db_, "SELECT MAX(iteration) FROM iterations WHERE run_id = ?");
  st.Bind(1, run_id);
  if (st.Step() != SQLITE_ROW) return Status::IoError(path_ + ": " + sqlite3_errmsg(db_));
  const std::string v = st.Text(0);  // NULL (no iteration yet) reads as ""
  return v.empty() ? -1 : static_cast<int>(st.Int(0));
}

Result<std::string> TrajectoryStore::LastCheckpoint(const std::string& run_id) const {
  Stmt st(db_,
          "SELECT checkpoint FROM iterations WHERE run_id = ? AND checkpoint != '' "
          "ORDER BY iteration DESC LIMIT 1");
  st.Bind(1, run_id);
  if (st.Step() != SQLITE_ROW) return std::string();
  return st.Text(0);
}

Result<std::string> TrajectoryStore::RunConfig(const std::string& run_id) const {
  Stmt st(db_, "SELECT config FROM runs WHERE run_id = ?");
  st.Bind(1, run_id);
  if (st.Step() != SQLITE_ROW) return Status::NotFound(path_ + ": no run \"" + run_id + "\"");
  return st.Text(0);
}

Result<std::vector<std::string>> TrajectoryStore::IterationMetrics(
    const std::string& run_id) const {
  Stmt st(db_, "SELECT metrics FROM iterations WHERE run_id = ? ORDER BY iteration");
  st.Bind(1, run_id);
  std::vector<std::string> out;
  while (st.Step() == SQLITE_ROW) out.push_back(st.Text(0));
  return out;
}

Result<std::vector<StoredTrajectory>> TrajectoryStore::Trajectories(const std::string& run_id,
                                                                    int iteration) const {
  Stmt tr(db_,
          "SELECT id, task_id, test_reward, reward, submission, submitted_kind, submitted_case, "
          "heldout_result FROM trajectories WHERE run_id = ? AND (? < 0 OR iteration = ?) "
          "ORDER BY iteration, idx");
  tr.Bind(1, run_id)
      .Bind(2, static_cast<int64_t>(iteration))
      .Bind(3, static_cast<int64_t>(iteration));
  Stmt tu(db_,
          "SELECT type, cmd, output, path, content, text, token_begin, token_end FROM turns "
          "WHERE trajectory_id = ? ORDER BY idx");
  Stmt sr(db_, "SELECT result FROM sandbox_results WHERE trajectory_id = ?");
  Stmt au(db_,
          "SELECT kind, syscall, path, detail, result FROM audit_events WHERE trajectory_id = ? "
          "ORDER BY idx");
  Stmt ve(db_,
          "SELECT stage, outcome, category, verdict FROM verdicts WHERE trajectory_id = ? "
          "ORDER BY idx");
  std::vector<StoredTrajectory> out;
  while (tr.Step() == SQLITE_ROW) {
    StoredTrajectory t;
    const int64_t id = tr.Int(0);
    t.task_id = tr.Text(1);
    t.test_reward = tr.Real(2);
    t.reward = tr.Real(3);
    t.submission = json::parse(tr.Text(4)).get<std::map<std::string, std::string>>();
    t.submitted_kind = tr.Text(5);  // NULL reads as ""
    t.submitted_case = tr.Text(6);
    t.heldout_result_json = tr.Text(7);
    tu.Bind(1, id);
    while (tu.Step() == SQLITE_ROW) {
      antihack::Action a;
      a.type = TypeFromName(tu.Text(0));
      a.cmd = tu.Text(1);
      a.output = tu.Text(2);
      a.path = tu.Text(3);
      a.content = tu.Text(4);
      a.text = tu.Text(5);
      a.line = static_cast<int>(t.actions.size()) + 1;
      t.actions.push_back(std::move(a));
      if (tu.Int(6) >= 0) t.token_spans.emplace_back(tu.Int(6), tu.Int(7));
    }
    tu.Reset();
    sr.Bind(1, id);
    if (sr.Step() == SQLITE_ROW) t.result_json = sr.Text(0);
    sr.Reset();
    au.Bind(1, id);
    while (au.Step() == SQLITE_ROW) {
      t.audit.push_back(
          {KindFromName(au.Text(0)), 0, au.Text(1), au.Text(2), au.Text(3), au.Text(4)});
    }
    au.Reset();
    ve.Bind(1, id);
    while (ve.Step() == SQLITE_ROW) {
      t.verdicts.push_back({ve.Text(0), ve.Text(1), ve.Text(2), ve.Text(3)});
    }
    ve.Reset();
    out.push_back(std::move(t));
  }
  return out;
}

Result<int64_t> TrajectoryStore::Export(const std::string& run_id,
                                        const std::string& out_dir) const {
  if (auto last = LastIteration(run_id); !last.ok()) return last.status();
  Stmt it(db_, "SELECT iteration FROM iterations WHERE run_id = ? ORDER BY iteration");
  it.Bind(1, run_id);
  std::vector<int> iterations;
  while (it.Step() == SQLITE_ROW) iterations.push_back(static_cast<int>(it.Int(0)));
  int64_t written = 0;
  for (int iteration : iterations) {
    auto trajs = Trajectories(run_id, iteration);
    if (!trajs.ok()) return trajs.status();
    for (size_t i = 0; i < trajs->size(); ++i) {
      const StoredTrajectory& t = (*trajs)[i];
      const std::string dir = out_dir + "/" + std::to_string(iteration) + "-" + std::to_string(i);
      std::string jsonl;
      for (const antihack::Action& a : t.actions) {
        json j = {{"type", antihack::ActionTypeName(a.type)}};
        switch (a.type) {
          case antihack::ActionType::kShell:
            j["cmd"] = a.cmd;
            j["output"] = a.output;
            break;
          case antihack::ActionType::kRead:
            j["path"] = a.path;
            break;
          case antihack::ActionType::kWrite:
            j["path"] = a.path;
            j["content"] = a.content;
            break;
          case antihack::ActionType::kMessage:
            j["text"] = a.text;
            break;
        }
        jsonl += j.dump() + "\n";
      }
      std::string audit;
      for (const sandbox::AuditEvent& e : t.audit) {
        audit += json({{"kind", sandbox::AuditKindName(e.kind)},
                       {"syscall", e.syscall},
                       {"path", e.path},
                       {"detail", e.detail},
                       {"result", e.result}})
                     .dump() +
                 "\n";
      }
      json verdicts = json::array();
      for (const auto& v : t.verdicts) verdicts.push_back(json::parse(v.json));
      const json record = {
          {"run_id", run_id},
          {"iteration", iteration},
          {"index", i},
          {"task_id", t.task_id},
          {"test_reward", t.test_reward},
          {"reward", t.reward},
          {"verdicts", verdicts},
          {"sandbox_result", t.result_json.empty() ? json() : json::parse(t.result_json)},
          {"submitted_kind", t.submitted_kind.empty() ? json() : json(t.submitted_kind)},
          {"submitted_case", t.submitted_case.empty() ? json() : json(t.submitted_case)},
          {"heldout_result",
           t.heldout_result_json.empty() ? json() : json::parse(t.heldout_result_json)}};
      for (const auto& [file, text] : std::vector<std::pair<std::string, std::string>>{
               {"trajectory.jsonl", jsonl},
               {"audit.jsonl", audit},
               {"record.json", record.dump(2) + "\n"}}) {
        if (Status st = MakeDirectories(dir); !st.ok()) return st;
        if (Status st = WriteFileAtomic(dir + "/" + file, text); !st.ok()) return st;
      }
      if (Status st = MakeDirectories(dir + "/submission"); !st.ok()) return st;
      for (const auto& [rel, text] : t.submission) {
        if (rel.find("..") != std::string::npos || (!rel.empty() && rel[0] == '/')) {
          return Status::InvalidInput(path_ + ": trajectory " + dir + ": submission path \"" + rel +
                                      "\" leaves the submission directory");
        }
        const fs::path p = fs::path(dir) / "submission" / rel;
        if (Status st = MakeDirectories(p.parent_path().string()); !st.ok()) return st;
        if (Status st = WriteFileAtomic(p.string(), text); !st.ok()) return st;
      }
      ++written;
    }
  }
  return written;
}

}  // namespace agentrl::harness
