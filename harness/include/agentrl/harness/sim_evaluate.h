// `agentrl sim evaluate CONFIG`: every configured estimator (× critic model, for the estimators
// that use values) on the same simulated batches, at each policy sharpness, scored against the
// exact ground truth. Writes <out_dir>/<name>/: config.toml, evaluate.csv, evaluate.json,
// quality_vs_spread.{svg,png}, gradient_vs_spread.{svg,png}, report.md.
#pragma once

#include <ostream>

#include "agentrl/core/status.h"
#include "agentrl/harness/experiment_config.h"

namespace agentrl::harness {

Status RunSimEvaluate(const ExperimentConfig& cfg, std::ostream& out);

}  // namespace agentrl::harness
