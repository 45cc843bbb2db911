#include "agentrl/harness/experiment_config.h"

#include <algorithm>
#include <cctype>

namespace agentrl::harness {

void RunSection::Describe(config::SchemaBuilder<RunSection>& s) {
  using config::Range;
  s.String("name", &RunSection::name,
           "run name; results go to <out_dir>/<name>/ (letters, digits, '.', '_', '-')")
      .Int("seed", &RunSection::seed,
           "root seed; every component derives its own seed from it",
           Range{0, 9007199254740991.0})
      .Int("threads", &RunSection::threads,
           "worker threads (0 = all cores); results do not depend on it", Range{0, 1024})
      .String("out_dir", &RunSection::out_dir, "directory that holds run directories");
}

void ExperimentConfig::Describe(config::SchemaBuilder<ExperimentConfig>& s) {
  s.Section("run", &ExperimentConfig::run, "what this run is called, its seed and threads")
      .Section("batch", &ExperimentConfig::batch,
               "the synthetic ragged batch the estimators are exercised on");
}

Status ExperimentConfig::Validate(const config::Locator& where) const {
  const bool name_ok = !run.name.empty() && run.name != "." && run.name != ".." &&
                       std::all_of(run.name.begin(), run.name.end(), [](unsigned char c) {
                         return std::isalnum(c) || c == '.' || c == '_' || c == '-';
                       });
  if (!name_ok) {
    return Status::InvalidInput(where.Where("run.name") + ": \"" + run.name +
                                "\" is not a usable directory name; accepted: letters, digits, "
                                "'.', '_' and '-' (not empty, not '.' or '..')");
  }
  if (run.out_dir.empty()) {
    return Status::InvalidInput(where.Where("run.out_dir") + ": is empty; accepted: a directory path");
  }
  return batch.Validate(where);
}

}  // namespace agentrl::harness
