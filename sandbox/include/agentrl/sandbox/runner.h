// Grading a submission against a task, and running one command in a task's workspace.
//
// A submission is a directory whose files are laid over a fresh copy of the task's starter
// workspace. Grading then runs the task's setup, build and test steps, each in its own
// sandbox, and turns what happened into a SandboxResult.
#pragma once

#include <cstdint>
#include <string>
#include <nlohmann/json_fwd.hpp>
#include <vector>

#include "agentrl/core/status.h"
#include "agentrl/sandbox/audit.h"
#include "agentrl/sandbox/execute.h"
#include "agentrl/sandbox/junit.h"
#include "agentrl/sandbox/task.h"

namespace agentrl::sandbox {

enum class RunStatus { kPassed, kFailed, kCompileError, kTimeout, kOom, kCrashed, kSandboxError };
const char* RunStatusName(RunStatus s);

// Reward for a result: `passed` when everything passed; otherwise `compile_error` for a build
// that failed, else `failed`, or with partial_credit the passed fraction of expected tests
// scaled into [failed, passed].
struct RewardConfig {
  double passed = 1.0;
  double failed = 0.0;
  double compile_error = 0.0;
  bool partial_credit = false;
};

struct StepRecord {
  std::string name;  // setup, build, test
  std::string command;
  ExecOutcome outcome;
};

struct SandboxResult {
  std::string task_id;
  RunStatus status = RunStatus::kSandboxError;
  std::string reason;  // one line: why this status
  TestCounts tests;
  std::vector<std::string> not_passed;  // from the report
  int exit_code = -1;                   // of the last step that ran
  int signal = 0;                       // kCrashed: the signal; kTimeout: SIGKILL
  double wall_s = 0, cpu_s = 0;         // summed over the steps
  double cpu_wait_s = 0;                // the steps' ExecOutcome::cpu_wait_s, summed
  int64_t peak_rss_kb = 0;              // largest over the steps
  bool report_contradicts_exit = false;
  // The report was refused as written by something other than the test runner: opened for
  // writing more than once, or holding what no runner writes (junit.h). Never a pass.
  bool report_tampered = false;
  std::string timeout_diagnosis;        // kTimeout: slow task or looping code
  bool unsafe = false;                  // produced with --unsafe-no-isolation
  double reward = 0;
  std::vector<StepRecord> steps;        // audit events live in each step's outcome
  std::string submission_hash;
  int attempts = 1;                     // pool: 1 + infrastructure retries
  std::string kept_run_dir;             // RunOptions::keep_run_dir: where it is
};

struct RunOptions {
  bool audit = true;
  bool unsafe_no_isolation = false;
  RewardConfig reward;
  std::string scratch_root;  // run directories are made here ("" = $TMPDIR or /tmp)
  // As root, each run directory (workspace, build, report) is a tmpfs of this size, so filling
  // it cannot fill the host's disk; 0 = a plain directory. Not root: always a plain directory.
  int64_t disk_mb = 512;
  bool keep_run_dir = false;
  int nice = 0;  // ExecSpec::nice of every step
};

// A step's time limits: the task's limit (time_limit_s for the test step, build_time_limit_s
// for setup and build) is CPU time of the step's whole process tree, so that how busy the
// machine is with other work cannot turn a pass into a timeout; the wall clock, less the time
// the tree waited for a CPU (Limits::wall_s), ends a step at kWallPerCpuLimit times that, for
// code that blocks or sleeps instead of computing.
inline constexpr double kWallPerCpuLimit = 3.0;
Limits TaskLimits(const TaskConfig& c, double limit_s);

// Grades `submission_dir` ("" = the bare starter). Never fails for the submission's sake: a
// bad submission is a result, not an error. Errors are for the caller's input (a submission
// directory that does not exist) or the host (no space for the run directory).
Result<SandboxResult> RunSubmission(const Task& task, const std::string& submission_dir,
                                    const RunOptions& opts);

// Runs one command in a fresh workspace (starter + submission) under the task's limits, as an
// agent's tool call would: hidden tests, the reference and the report directory are absent.
Result<ExecOutcome> ExecInTask(const Task& task, const std::string& submission_dir,
                               const std::vector<std::string>& argv, const RunOptions& opts);

// Classifies what the steps did (exposed for tests: the decision table in one place).
void Classify(const Task& task, const RewardConfig& reward, const std::string& report_text,
              bool report_present, SandboxResult* r);

// A stable hash of the task id and every file of the submission (paths and bytes), hex.
Result<std::string> SubmissionHash(const std::string& task_id, const std::string& submission_dir);

// Every step's audit events, in order.
std::vector<AuditEvent> AllAuditEvents(const SandboxResult& r);

// Strings that come from the program are made valid UTF-8 (core/text.h): `stdout` and `stderr`
// always carry `stdout_utf8_replaced`/`stderr_utf8_replaced`; `reason`, `not_passed`,
// `sandbox_error` and an audit event's `path`/`detail` get `<field>_utf8_replaced: true` only
// when something was replaced. Byte counts are the program's own.
// ResultJson is the same document as an object, for callers that embed it in their own.
std::string ResultToJson(const SandboxResult& r, bool with_audit);
nlohmann::json ResultJson(const SandboxResult& r, bool with_audit);
std::string StepToJson(const StepRecord& s, bool with_audit);  // one step's outcome
std::string FormatResult(const SandboxResult& r);  // human-readable, with the audit summary

}  // namespace agentrl::sandbox
