#include "agentrl/sandbox/task.h"

#include <filesystem>

namespace agentrl::sandbox {

void TaskConfig::Describe(config::SchemaBuilder<TaskConfig>& b) {
  using config::Range;
  b.String("id", &TaskConfig::id, "Unique task id (letters, digits, '-', '_', '.')")
      .Choice("language", &TaskConfig::language, "Language of the task", {"python", "cpp"})
      .Choice("tier", &TaskConfig::tier, "Difficulty tier", {"easy", "medium", "hard"})
      .String("description", &TaskConfig::description, "What the agent is asked to do")
      .String("setup", &TaskConfig::setup, "Shell command run first when grading (\"\" = none)")
      .String("build", &TaskConfig::build,
              "Shell command that builds the workspace with the hidden tests; a non-zero exit "
              "is a compile_error (\"\" = none)")
      .String("test", &TaskConfig::test,
              "Shell command that runs the hidden tests in /grader/tests and writes JUnit XML "
              "to /report/junit.xml")
      .Real("time_limit_s", &TaskConfig::time_limit_s,
            "CPU-time limit of the test step's process tree (the wall clock stops it at 3x "
            "this); set by `agentrl tasks calibrate`",
            Range{0, 3600, true, false})
      .Real("build_time_limit_s", &TaskConfig::build_time_limit_s,
            "CPU-time limit of the setup and build steps (wall clock: 3x this)",
            Range{0, 3600, true, false})
      .Int("memory_limit_mb", &TaskConfig::memory_limit_mb, "Address-space limit (RLIMIT_AS)",
           Range{16, 1 << 20})
      .Int("expected_tests", &TaskConfig::expected_tests,
           "Test cases the hidden suite must report; fewer counts as a failure", Range{1, 1e6})
      .Int("heldout_tests", &TaskConfig::heldout_tests,
           "Test cases in heldout/, the held-out tests never used for a reward (0 = none)",
           Range{0, 1e6})
      .Real("calibration_p99_s", &TaskConfig::calibration_p99_s,
            "P99 CPU time of the reference's test step (0 = not calibrated)", Range{0, 3600})
      .Int("calibration_runs", &TaskConfig::calibration_runs, "Runs behind calibration_p99_s",
           Range{0, 1e6})
      .Real("calibration_margin", &TaskConfig::calibration_margin,
            "time_limit_s = max(--min-limit, calibration_p99_s * margin) when calibrated",
            Range{0, 1000});
}

Status TaskConfig::Validate(const config::Locator& where) const {
  std::string errors;
  if (id.empty() || id.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                         "0123456789-_.") != std::string::npos) {
    errors += where.Where("id") + ": must be non-empty; accepted: letters, digits, '-', '_', '.'\n";
  }
  if (test.empty()) {
    errors += where.Where("test") + ": required; accepted: a shell command\n";
  }
  if (!errors.empty()) {
    errors.pop_back();
    return Status::InvalidInput(errors);
  }
  return Status::Ok();
}

Result<Task> LoadTask(const std::string& dir) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) return Status::NotFound(dir + ": no such task directory");
  auto cfg = config::LoadFile<TaskConfig>(dir + "/task.toml");
  if (!cfg.ok()) return cfg.status();
  Task t{fs::absolute(dir).lexically_normal().string(), std::move(*cfg)};
  if (!t.dir.empty() && t.dir.back() == '/') t.dir.pop_back();
  for (const char* sub : {"starter", "tests", "reference"}) {
    if (!fs::is_directory(t.dir + "/" + sub, ec)) {
      return Status::InvalidInput(dir + ": missing " + sub +
                                  "/ (a task directory holds task.toml, starter/, tests/ and "
                                  "reference/)");
    }
  }
  if (t.has_heldout() && !fs::is_directory(t.dir + "/heldout", ec)) {
    return Status::InvalidInput(
        dir + "/task.toml: heldout_tests = " + std::to_string(t.config.heldout_tests) +
        " but there is no heldout/ directory (set it to 0, or add the "
        "held-out tests)");
  }
  return t;
}

Task HeldoutTask(const Task& task) {
  Task h = task;
  h.tests_subdir = "heldout";
  h.config.id += ".heldout";
  h.config.expected_tests = task.config.heldout_tests;
  return h;
}

}  // namespace agentrl::sandbox
