// `agentrl tasks validate` and `agentrl tasks calibrate`.
#pragma once

#include <string>
#include <vector>

#include "agentrl/core/status.h"
#include "agentrl/sandbox/runner.h"

namespace agentrl::sandbox {

struct TaskValidation {
  SandboxResult reference;  // must pass
  SandboxResult starter;    // must not pass
  SandboxResult heldout;    // the reference on the held-out tests (when the task has them)
  std::vector<std::string> problems;
  bool ok() const { return problems.empty(); }
};

// Grades the reference and the bare starter, and the reference on the held-out tests.
Result<TaskValidation> ValidateTask(const Task& task, const RunOptions& opts);
// What is wrong with a task given those runs (`heldout` null when the task has none): the
// reference must pass its tests with the expected counts, the bare starter must not pass.
std::vector<std::string> ValidationProblems(const Task& task, const SandboxResult& reference,
                                            const SandboxResult& starter,
                                            const SandboxResult* heldout);

struct Calibration {
  std::vector<double> test_cpu_s;  // CPU time of the reference's test step, one per run
  double p99_s = 0;                // nearest-rank P99
  double margin = 0;
  double time_limit_s = 0;          // max(min_limit_s, p99 * margin), rounded up to 0.1 s
};

// Runs the reference's suite `runs` times (every run must pass; the limit is lifted to
// max(60 s, 10x the current limit) meanwhile) and computes the limit.
// min_limit_s keeps very fast suites from getting limits that scheduling noise alone could hit.
Result<Calibration> CalibrateTask(const Task& task, int runs, double margin, double min_limit_s,
                                  const RunOptions& opts);

// Rewrites time_limit_s and the calibration_* keys of DIR/task.toml in place (atomically),
// leaving every other line as it was, and checks that the file still loads.
Status WriteCalibration(const Task& task, const Calibration& cal);

}  // namespace agentrl::sandbox
