#include "agentrl/sandbox/task_tools.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "agentrl/core/config.h"
#include "agentrl/core/files.h"

namespace agentrl::sandbox {

std::vector<std::string> ValidationProblems(const Task& task, const SandboxResult& reference,
                                            const SandboxResult& starter,
                                            const SandboxResult* heldout) {
  std::vector<std::string> problems;
  auto check_reference = [&](const SandboxResult& r, const char* what, int64_t expected,
                             const char* key) {
    if (r.status != RunStatus::kPassed) {
      problems.push_back(std::string("the reference does not pass ") + what + ": " +
                         RunStatusName(r.status) + ": " + r.reason);
    } else if (r.tests.total != expected) {
      problems.push_back("the reference ran " + std::to_string(r.tests.total) + " " + what +
                         "; task.toml says " + key + " = " + std::to_string(expected));
    }
  };
  check_reference(reference, "the tests", task.config.expected_tests, "expected_tests");
  if (heldout) {
    check_reference(*heldout, "the held-out tests", task.config.heldout_tests, "heldout_tests");
  }
  if (starter.status == RunStatus::kPassed) {
    problems.push_back("the bare starter passes: the task asks for nothing");
  } else if (starter.status == RunStatus::kSandboxError) {
    problems.push_back("the starter run hit a sandbox error: " + starter.reason);
  }
  return problems;
}

Result<TaskValidation> ValidateTask(const Task& task, const RunOptions& opts) {
  TaskValidation v;
  auto ref = RunSubmission(task, task.reference_dir(), opts);
  if (!ref.ok()) return ref.status();
  v.reference = std::move(*ref);
  auto start = RunSubmission(task, "", opts);
  if (!start.ok()) return start.status();
  v.starter = std::move(*start);
  if (task.has_heldout()) {
    auto held = RunSubmission(HeldoutTask(task), task.reference_dir(), opts);
    if (!held.ok()) return held.status();
    v.heldout = std::move(*held);
  }
  v.problems =
      ValidationProblems(task, v.reference, v.starter, task.has_heldout() ? &v.heldout : nullptr);
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
      if (s.name == "test") cal.test_cpu_s.push_back(s.outcome.cpu_s);
    }
  }
  std::vector<double> sorted = cal.test_cpu_s;
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
      {"calibration_runs", std::to_string(cal.test_cpu_s.size())},
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
