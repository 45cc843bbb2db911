// The closed loop's report over every run of an experiment (arms x seeds): report.md with the
// final values per arm (mean ± 95% t-interval over seeds), where the pipeline's time went, what
// passed the held-out tests and what earned a reward by kind of submission, when the alarms
// first fired, and plots of every curve; summary.json with the same numbers.
#pragma once

#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

#include "agentrl/core/status.h"
#include "agentrl/harness/experiment_config.h"
#include "agentrl/harness/plot.h"

namespace agentrl::harness::loop {

// One run's per-iteration metrics (metrics.h).
struct RunResult {
  std::string arm;
  int64_t seed = 0;
  std::vector<nlohmann::json> iterations;
};

struct ReportInputs {
  const ExperimentConfig& cfg;
  const nlohmann::json& versions;
  size_t num_tasks = 0;
  std::string estimator;
  int pool_workers = 1;
  const std::vector<RunResult>& results;
  std::string dir;  // where report.md, summary.json and the plots go
};

class LoopReport {
 public:
  explicit LoopReport(const ReportInputs& in)
      : in_(in), summary_({{"versions", in.versions}, {"arms", nlohmann::json::object()}}) {}
  // Writes everything and prints the report to `out`.
  Status Write(std::ostream& out);

 private:
  void FinalValues();
  void Pipeline();
  void BySubmission(const char* what, const char* metric, const char* summary_key);
  void FirstAlarms();
  Status Plots();

  const ReportInputs& in_;
  nlohmann::json summary_;
  std::ostringstream md_;
  std::map<std::string, std::map<std::string, PlotSeries>> curves_;
};

}  // namespace agentrl::harness::loop
