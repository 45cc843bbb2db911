#include "agentrl/sandbox/task_tools.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "agentrl/core/config.h"
#include "agentrl/core/files.h"

namespace agentrl::sandbox {

Result<TaskValidation> ValidateTask(const Task& task, const RunOptions& opts) {
  TaskValidation v;
  auto ref = RunSubmission(task, task.reference_dir(), opts);
  if (!ref.ok()) return ref.status();
  v.reference = std::move(*ref);
  auto start = RunSubmission(task, "", opts);
  if (!start.ok()) return start.status();
  v.starter = std::move(*start);
  if (v.reference.status != RunStatus::kPassed) {
    v.problems.push_back("the reference does not pass: " +
                         std::string(RunStatusName(v.reference.status)) + ": " +
                         v.reference.reason);
  }
  if (v.reference.tests.total != task.config.expected_tests) {
    v.problems.push_back("the reference ran " + std::to_string(v.reference.tests.total) +
                         " tests; task.toml says expected_tests = " +
                         std::to_string(task.config.expected_tests));
  }
  if (v.starter.status == RunStatus::kPassed) {
    v.problems.push_back("the bare starter passes: the task asks for nothing");
  }
  if (v.starter.status == RunStatus::kSandboxError) {
    v.problems.push_back("the starter run hit a sandbox error: " + v.starter.reason);
  }
  return v;
}

Result<Calibration> CalibrateTask(const Task& task, int runs, double margin, double min_limit_s,
                                  const RunOptions& opts) {
  if (runs < 1) return Status::InvalidInput("--runs: must be at least 1");
  if (!(margin >= 1)) return Status::InvalidInput("--margin: must be at least 1");
  if (!(min_limit_s > 0)) return Status::InvalidInput("--min-limit: must be positive");
  Task lifted = task;
  lifted.config.time_limit_s = std::max(60.0, 10 * task.config.time_limit_s);
  Calibration cal;
  cal.margin = margin;
  for (int i = 0; i < runs; ++i) {
    auto r = RunSubmission(lifted, task.reference_dir(), opts);
    if (!r.ok()) return r.status();
    if (r->status != RunStatus::kPassed) {
      return Status::InvalidInput(task.dir + ": the reference did not pass on calibration run " +
                                  std::to_string(i + 1) + " (" + RunStatusName(r->status) +
                                  ": " + r->reason + "); fix the task before calibrating");
    }
    for (const StepRecord& s : r->steps) {
      if (s.name == "test") cal.test_wall_s.push_back(s.outcome.wall_s);
    }
  }
  std::vector<double> sorted = cal.test_wall_s;
  std::sort(sorted.begin(), sorted.end());
  const size_t rank = static_cast<size_t>(std::ceil(0.99 * static_cast<double>(sorted.size())));
  cal.p99_s = sorted[std::max<size_t>(rank, 1) - 1];
  cal.time_limit_s = std::max(min_limit_s, std::ceil(cal.p99_s * margin * 10) / 10);
  return cal;
}

Status WriteCalibration(const Task& task, const Calibration& cal) {
  const std::string path = task.dir + "/task.toml";
  auto text = config::ReadTextFile(path);
  if (!text.ok()) return text.status();
  char buf[64];
  auto num = [&buf](double v, int prec) {
    std::snprintf(buf, sizeof(buf), "%.*f", prec, v);
    return std::string(buf);
  };
  const std::pair<std::string, std::string> keys[] = {
      {"time_limit_s", num(cal.time_limit_s, 1)},
      {"calibration_p99_s", num(cal.p99_s, 4)},
      {"calibration_runs", std::to_string(cal.test_wall_s.size())},
      {"calibration_margin", num(cal.margin, 2)}};
  std::istringstream in(*text);
  std::string line, out;
  std::vector<bool> done(std::size(keys), false);
  while (std::getline(in, line)) {
    for (size_t k = 0; k < std::size(keys); ++k) {
      const std::string& key = keys[k].first;
      if (line.rfind(key, 0) == 0 && line.find('=') != std::string::npos &&
          line.substr(key.size(), line.find('=') - key.size()).find_first_not_of(" \t") ==
              std::string::npos) {
        line = key + " = " + keys[k].second;
        done[k] = true;
      }
    }
    out += line + "\n";
  }
  for (size_t k = 0; k < std::size(keys); ++k) {
    if (!done[k]) out += keys[k].first + " = " + keys[k].second + "\n";
  }
  if (auto check = config::LoadString<TaskConfig>(out, path); !check.ok()) {
    return Status::InvalidInput(path + ": the calibrated file would not load (nothing written): " +
                                check.status().message());
  }
  return WriteFileAtomic(path, out);
}

}  // namespace agentrl::sandbox
