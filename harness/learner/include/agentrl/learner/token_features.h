// The learner's input, per token (kTokenFeatures = 9): the turn's 6 observable features
// (code_agent_env.h; for observation tokens those of the state the observation reveals), then
// is_observation, relative position within the span, and tokens used / token budget. The
// policy decides at a turn's decision token from [φ(s), 0, 0, φ₄(s)], which the sampler can
// form from φ(s) alone. The simulator's training job and the closed loop both build their
// update batches with TurnTokenFeatures, so the policy sees one encoding everywhere.
#pragma once

#include <array>
#include <cstdint>

#include "agentrl/sim/code_agent_env.h"

namespace agentrl::learner {

inline constexpr int kTokenFeatures = 9;

// The policy's input at a decision token.
inline std::array<float, kTokenFeatures> DecisionFeatures(const sim::Features& f) {
  return {static_cast<float>(f[0]),
          static_cast<float>(f[1]),
          static_cast<float>(f[2]),
          static_cast<float>(f[3]),
          static_cast<float>(f[4]),
          static_cast<float>(f[5]),
          0.0f,
          0.0f,
          static_cast<float>(f[4])};
}

// Writes the features of one turn's tokens to out[0, (lp + le) × kTokenFeatures): `lp` policy
// tokens described by `phi`, then `le` observation tokens by `phi_next`; `offset` is the turn's
// first token's position in its episode and `budget` the episode's token budget. The first
// token (the decision) gets DecisionFeatures(phi), exactly what the sampling policy saw; it is
// written even when the turn has no tokens, so `out` must hold at least one token's features.
void TurnTokenFeatures(const sim::Features& phi, const sim::Features& phi_next, int64_t lp,
                       int64_t le, int64_t offset, double budget, float* out);

}  // namespace agentrl::learner
