// The sampler's side of an iteration: which tasks it draws (weighted towards the tiers whose
// outcomes are most mixed) and the batch it produces from them: episodes sampled with a policy,
// executed for real (visible test runs, grading, held-out tests) and passed through the reward
// service. Every draw is keyed by (run seed, iteration), never by timing.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "agentrl/harness/experiment_config.h"
#include "agentrl/harness/reward_service.h"
#include "agentrl/sandbox/pool.h"
#include "agentrl/sim/policy.h"
#include "episode.h"
#include "sandbox_env.h"

namespace agentrl::harness::loop {

struct TaskDraw {
  std::array<double, 3> tier_weights{};  // normalised
  std::vector<int> tasks;                // one per group, indices into the environment's tasks
};

// `tier_pass` is the running pass-rate estimate per tier; a tier's weight is
// exp(4 p (1 - p) / temperature) (0 for a tier without tasks).
TaskDraw DrawTasks(const std::vector<EnvTask>& tasks, const std::array<double, 3>& tier_pass,
                   double temperature, int64_t groups, CounterRng* pick);

// What a run's sampler reads; everything outlives the run.
struct SamplerInputs {
  const LoopSection& lc;
  const SandboxEnv& env;
  const std::map<std::string, sandbox::Task>& heldout;  // by task name
  sandbox::ExecutionPool& pool;
  RewardService& service;
  SeedTree seed;
  bool antihack_on = false;
};

// Samples iteration `it`'s episodes with `policy`; `tier_pass` is the sampler's running
// estimate, updated with this batch's outcomes. A failure is in Batch::error.
Batch SampleBatch(const SamplerInputs& in, int64_t it, const sim::Policy& policy,
                  std::array<double, 3>* tier_pass);

}  // namespace agentrl::harness::loop
