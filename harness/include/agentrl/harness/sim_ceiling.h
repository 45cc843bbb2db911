// `agentrl sim ceiling CONFIG`: the best J any policy can reach on the configured simulator
// (Bellman optimality over each task's exact state space, sim::TaskValues::Optimal), over the
// task distribution per tier, by units of work K, and on the training job's fixed evaluation
// tasks (the draws whose J a training run reports as final J): the ceiling of the instrument.
// Writes <out_dir>/<name>/: config.toml, ceiling.json, ceiling_vs_work.{svg,png}, report.md.
#pragma once

#include <cstdint>
#include <ostream>

#include "agentrl/core/status.h"
#include "agentrl/harness/experiment_config.h"

namespace agentrl::harness {

// `draws` tasks from the distribution (seeded by run.seed); tasks whose state space exceeds
// sim.max_exact_states are counted and left out (their optimum is not computed).
Status RunSimCeiling(const ExperimentConfig& cfg, int64_t draws, std::ostream& out);

}  // namespace agentrl::harness
