// Bridges between the simulator and the harness's formats: the policies an experiment names,
// sampled batches as JSON Lines (the `agentrl advantages` input form plus ground truth), and
// trajectory lengths for the length report, from a simulated batch or a user's JSON Lines.
#pragma once

#include <memory>
#include <span>
#include <string>
#include <vector>

#include "agentrl/harness/advantages_jsonl.h"
#include "agentrl/harness/experiment_config.h"
#include "agentrl/kernels/packed_batch.h"
#include "agentrl/sim/length_report.h"
#include "agentrl/sim/policy.h"
#include "agentrl/sim/sampler.h"

namespace agentrl::harness {

std::unique_ptr<sim::Policy> MakePolicy(const SampleSection& s);

// One line per episode: rewards, values (the given critic), mask, group ("task-<g>"),
// terminated, bootstrap_value; plus steps, passed, end, tier, work and true_advantages.
std::string SimBatchJsonl(const sim::SimBatch& b, std::span<const float> critic_values);

// One line per turn: episode, turn, state (k, broken, tokens used), action, decision token,
// policy and observation span lengths, reward, and the exact V(s), Q(s, a), A(s, a).
std::string SimTurnsJsonl(const sim::SimBatch& b, int64_t token_unit);

std::vector<sim::TrajectoryLength> LengthsOf(const sim::SimBatch& b);
// From a parsed JSON Lines batch: `passed` when given, else a positive reward sum.
std::vector<sim::TrajectoryLength> LengthsOf(const kernels::PackedBatch& b,
                                             const std::vector<TrajectoryExtras>& extras);

}  // namespace agentrl::harness
