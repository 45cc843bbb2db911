// The task format: a directory holding
//   task.toml    id, language, tier, description, setup/build/test commands, limits,
//                expected test count, calibration
//   starter/     the workspace the agent starts from (copied fresh for every run)
//   tests/       hidden tests: never visible to the agent's own commands; mounted read-only at
//                /grader/tests only while grading
//   reference/   a reference solution, laid over starter/ like any submission
//   heldout/     optional held-out tests (task.toml heldout_tests > 0): never used for a reward;
//                run in place of tests/ to see whether a submission generalises beyond the
//                tests it was rewarded on (a hardcoded or test-tampering cheat does not)
// Inside the sandbox: the workspace is /workspace (writable, the working directory), hidden
// tests /grader/tests, the JUnit report must be written to /report/junit.xml, and build
// outputs go to /build (writable, kept from the build step to the test step).
#pragma once

#include <cstdint>
#include <string>

#include "agentrl/core/config.h"
#include "agentrl/core/status.h"

namespace agentrl::sandbox {

struct TaskConfig {
  std::string id;
  std::string language = "python";
  std::string tier = "easy";
  std::string description;
  std::string setup;  // shell command run first while grading ("" = none)
  std::string build;  // shell command; a non-zero exit is a compile_error ("" = none)
  std::string test;   // shell command that runs the hidden tests and writes the JUnit report
  // CPU time of the step's whole process tree; the wall clock ends it at kWallPerCpuLimit
  // (runner.h) times this.
  double time_limit_s = 10.0;         // test step
  double build_time_limit_s = 120.0;  // setup and build steps
  int64_t memory_limit_mb = 1024;
  int64_t expected_tests = 1;
  int64_t heldout_tests = 0;     // test cases of heldout/ (0 = the task has none)
  double calibration_p99_s = 0;  // P99 of the reference's test step; 0 = not calibrated
  int64_t calibration_runs = 0;
  double calibration_margin = 0;

  static void Describe(config::SchemaBuilder<TaskConfig>& b);
  Status Validate(const config::Locator& where) const;
};

struct Task {
  std::string dir;
  TaskConfig config;
  std::string tests_subdir = "tests";  // what is mounted at /grader/tests
  std::string starter_dir() const { return dir + "/starter"; }
  std::string tests_dir() const { return dir + "/" + tests_subdir; }
  std::string reference_dir() const { return dir + "/reference"; }
  bool has_heldout() const { return config.heldout_tests > 0; }
};

// The task graded against its held-out tests instead: heldout/ mounted at /grader/tests,
// expected_tests = heldout_tests, and the id suffixed ".heldout" (so that an execution pool's
// cache never answers one with the other). Requires has_heldout().
Task HeldoutTask(const Task& task);

// Loads DIR/task.toml and checks that starter/, tests/ and reference/ exist. Errors name the
// file, line and field (exit code 2).
Result<Task> LoadTask(const std::string& dir);

}  // namespace agentrl::sandbox
