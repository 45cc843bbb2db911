// The learner's view of a set of episodes: token features (learner/token_features.h), decisions
// and rewards at the end of each episode, packed for the advantage kernels, one group per task
// draw. Groups whose rewards are all equal get no weight under dynamic sampling; episodes whose
// grading failed for infrastructure reasons are left out.
#pragma once

#include <cstdint>
#include <vector>

#include "agentrl/kernels/packed_batch.h"
#include "agentrl/learner/agent.h"
#include "episode.h"
#include "sandbox_env.h"

namespace agentrl::harness::loop {

struct UpdateInput {
  learner::UpdateBatch u;
  kernels::PackedBatch pb;
  int64_t groups = 0, dropped = 0;  // groups, and those without a learning signal
};

// Episodes sampled by a policy other than `agent_version` carry their behaviour log-probs (the
// update corrects for them).
UpdateInput BuildUpdateInput(const std::vector<Episode>& eps, const SandboxEnv& env,
                             bool dynamic_sampling, int64_t agent_version);

}  // namespace agentrl::harness::loop
