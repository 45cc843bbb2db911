// Critic models for controlled studies: value estimates with known, controllable errors, to
// see how each estimator degrades. (The learned critic comes with the learners.)
//   oracle          V^π itself (SimBatch::values)
//   noisy           V^π + N(0, noise_std²), independent per token
//   position_biased V^π + position_bias · t/l, t the token's position and l its sequence length:
//                   the drift of critics initialised from a reward model, which score late
//                   tokens of a long answer as better
//   lagged          V of an older policy (TokenValues with that policy)
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "agentrl/core/config.h"
#include "agentrl/sim/sampler.h"

namespace agentrl::sim {

struct CriticSpec {
  std::string kind = "oracle";
  double noise_std = 0.1;
  double position_bias = 0.5;

  static void Describe(config::SchemaBuilder<CriticSpec>& s);
};

// Critic values for every token of the batch. `lagged_policy` is used only by "lagged" (and
// must then be given). Noise streams are keyed by token index, so the output depends only on
// (batch, spec, seed).
std::vector<float> CriticValues(const CodeAgentEnv& env, const SimBatch& batch,
                                const CriticSpec& spec, uint64_t seed,
                                const Policy* lagged_policy = nullptr);

}  // namespace agentrl::sim
