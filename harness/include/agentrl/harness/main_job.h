// The main job that `agentrl run CONFIG` performs and the README's quickstart runs. Until
// the learners exist it exercises the real pieces that do: it builds the configured ragged
// batch from the run's seed and reports its length structure, writing the run directory
// (resolved config, summary.json, report.md).
#pragma once

#include <ostream>
#include <string>

#include "agentrl/core/status.h"
#include "agentrl/harness/experiment_config.h"

namespace agentrl::harness {

// Runs the job described by cfg; progress and the headline result go to `out`. The run
// directory is <cfg.run.out_dir>/<cfg.run.name>; files in it are replaced atomically.
Status RunMainJob(const ExperimentConfig& cfg, std::ostream& out);

}  // namespace agentrl::harness
