// The kernels check: what `agentrl run CONFIG` does when neither [loop] nor [train] is enabled
// (experiments/kernels_check.toml). It builds the configured ragged batch from the run's seed,
// runs every configured estimator's fast path against the fp64 reference on it, and reports
// the batch's length structure and each estimator's error and speed, writing the run directory
// (resolved config, summary.json, report.md). It fails when a fast path breaks the numerical
// contract. The other two jobs of `agentrl run`: train_job.h, loop_job.h.
#pragma once

#include <ostream>
#include <string>

#include "agentrl/core/status.h"
#include "agentrl/harness/experiment_config.h"

namespace agentrl::harness {

// Runs the check described by cfg; progress and the headline result go to `out`. The run
// directory is <cfg.run.out_dir>/<cfg.run.name>; files in it are replaced atomically.
Status RunKernelsCheckJob(const ExperimentConfig& cfg, std::ostream& out);

}  // namespace agentrl::harness
