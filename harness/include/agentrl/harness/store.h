// The trajectory store: SQLite in WAL mode, append-only, one transaction per training iteration.
//
//   runs          run_id, created, config (the resolved TOML), versions (JSON: rules, judge,
//                 sandbox settings, task corpus)
//   iterations    run_id, iteration, metrics (JSON), checkpoint (path), checkpoint_hash
//   trajectories  id, run_id, iteration, idx, task_id, reward, test_reward, submission (JSON),
//                 submitted_kind, submitted_case (what the simulated agent submitted; NULL when
//                 nothing was, or in rows written before these columns existed),
//                 heldout_result (JSON, as sandbox_results, of the run against the task's
//                 held-out tests, which never gives a reward; NULL when none ran or in older
//                 rows)
//   turns         trajectory_id, idx, type, cmd, output, path, content, text, token_begin/end
//   sandbox_results  trajectory_id, result (JSON, as sandbox::ResultToJson without the audit)
//   audit_events  trajectory_id, idx, kind, syscall, path, detail, result
//   verdicts      trajectory_id, idx, stage, outcome, category, verdict (JSON)
//
// Text is stored as valid UTF-8 (core/text.h): what a program wrote (an action's output, an
// audit path, a submission file that is not text) may be any bytes, and each invalid sequence
// is stored as U+FFFD. The sandbox result JSON says where (`stdout_utf8_replaced`, ...,
// `audit_events_utf8_replaced`: how many stored audit events were repaired).
//
// Append-only: triggers refuse every UPDATE and DELETE. An iteration is written in one
// transaction, so a process killed at any moment (SIGKILL included) leaves either the whole
// iteration or none of it; Open() checks the database's integrity. A run resumes from
// LastIteration() and the checkpoint recorded with it.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "agentrl/antihack/trajectory.h"
#include "agentrl/antihack/verdict.h"
#include "agentrl/core/status.h"
#include "agentrl/sandbox/runner.h"

struct sqlite3;

namespace agentrl::harness {

struct StoredTrajectory {
  std::string task_id;
  std::vector<antihack::Action> actions;
  std::vector<std::pair<int64_t, int64_t>> token_spans;  // per action; empty = not recorded
  std::map<std::string, std::string> submission;         // relative path -> content
  std::string result_json;  // sandbox::ResultToJson(result, false); "" = not executed
  std::vector<sandbox::AuditEvent> audit;
  struct StoredVerdict {
    std::string stage, outcome, category, json;  // json: antihack::VerdictToJson
  };
  std::vector<StoredVerdict> verdicts;
  double test_reward = 0;  // what the tests gave
  double reward = 0;       // after anti-hack composition
  // The ground truth of a simulated agent's submission, for analysis (the reward never reads
  // it): "correct", "partial", "wrong" or "cheat/<category>", and the cheat-set case it came
  // from ("starter" for the task's starter code). Empty: nothing submitted, or not known.
  std::string submitted_kind, submitted_case;
  // The submission's run against the task's held-out tests (sandbox::ResultToJson without the
  // audit); "" = not run.
  std::string heldout_result_json;

  // Records the result and its audit. By default only the notable events are kept: every event
  // but read-only opens under the system directories (/usr, /etc, /lib*, /bin, /sbin, /opt,
  // /proc, /sys, /dev), which are some 95% of a Python run's audit and which no runtime rule
  // reads; result_json then says how many events there were in all.
  void SetResult(const sandbox::SandboxResult& r, bool all_audit_events = false);
  void AddVerdict(const antihack::Verdict& v);
};

struct IterationRecord {
  int iteration = 0;
  std::vector<StoredTrajectory> trajectories;
  std::map<std::string, double> metrics;
  std::string metrics_json;     // stored instead of `metrics` when set (any JSON object)
  std::string checkpoint;       // path of the checkpoint written for this iteration ("" = none)
  std::string checkpoint_hash;  // e.g. the file's FNV-1a
};

struct RunInfo {
  std::string run_id, created, config, versions;
  int iterations = 0;
  int64_t trajectories = 0;
};

class TrajectoryStore {
 public:
  // Opens (creating if needed) the database: WAL, synchronous=FULL, foreign keys, the schema
  // and its append-only triggers; fails if the integrity check does not say ok.
  static Result<TrajectoryStore> Open(const std::string& path);
  ~TrajectoryStore();
  TrajectoryStore(TrajectoryStore&& o) noexcept;
  TrajectoryStore& operator=(TrajectoryStore&& o) noexcept;
  TrajectoryStore(const TrajectoryStore&) = delete;
  TrajectoryStore& operator=(const TrajectoryStore&) = delete;

  // A new run (InvalidInput if the id exists).
  Status CreateRun(const std::string& run_id, const std::string& config,
                   const std::string& versions_json);
  // Appends one iteration atomically. Iterations must come in order: 0, 1, 2, ...
  Status AppendIteration(const std::string& run_id, const IterationRecord& rec);

  Result<std::vector<RunInfo>> Runs() const;
  // The last complete iteration (-1 if none) and its checkpoint.
  Result<int> LastIteration(const std::string& run_id) const;
  Result<std::string> LastCheckpoint(const std::string& run_id) const;
  // The stored config of a run, and the metrics JSON of each of its iterations, in order.
  Result<std::string> RunConfig(const std::string& run_id) const;
  Result<std::vector<std::string>> IterationMetrics(const std::string& run_id) const;
  // Every trajectory of a run (of one iteration when `iteration` >= 0), in order.
  Result<std::vector<StoredTrajectory>> Trajectories(const std::string& run_id,
                                                     int iteration = -1) const;
  // Writes every trajectory of a run in the anti-hack input format:
  // OUT/<iteration>-<index>/trajectory.jsonl, submission/, record.json (task, rewards,
  // verdicts, sandbox result) and audit.jsonl, so that a stored run can be re-judged with
  // `agentrl antihack check`. Returns how many were written.
  Result<int64_t> Export(const std::string& run_id, const std::string& out_dir) const;

  const std::string& path() const { return path_; }

 private:
  TrajectoryStore() = default;
  sqlite3* db_ = nullptr;
  std::string path_;
};

}  // namespace agentrl::harness
