// The closed loop's environment over real sandbox tasks (loop_job.h describes the episode),
// in envpool's shape: a spec that is plain data, Reset and Step, and every random draw from a
// generator the caller passes in (seeded by run, iteration and episode).
#pragma once

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

#include "agentrl/core/seed.h"
#include "agentrl/harness/experiment_config.h"
#include "episode.h"

namespace agentrl::harness::loop {

struct SandboxEnvSpec {
  int max_turns = 6;                                       // [loop] max_turns
  std::array<double, 3> edit_success = {0.7, 0.5, 0.35};  // [loop] edit_success, by tier
  // Tokens a turn costs (policy tokens, environment tokens), by sim::Action: [loop]
  // policy_tokens and env_tokens.
  std::array<std::pair<int64_t, int64_t>, sim::kNumActions> turn_tokens = {{
      {40, 20},  // edit
      {8, 30},   // run_tests
      {4, 8},    // submit
      {4, 1},    // give_up
      {4, 8},    // guess
      {30, 8},   // cheat
  }};
  double token_budget_per_turn = 48;  // [loop] token_budget_per_turn
  // The update's token budget per episode (the position feature's denominator).
  double TokenBudget() const { return static_cast<double>(max_turns) * token_budget_per_turn; }
};

// The spec [loop] describes (its sizes are checked when the config is loaded).
SandboxEnvSpec SandboxEnvSpecOf(const LoopSection& c);

class SandboxEnv {
 public:
  // `tasks` must outlive the environment.
  SandboxEnv(const std::vector<EnvTask>& tasks, SandboxEnvSpec spec) : tasks_(tasks), spec_(spec) {}

  // A new episode on task `task` (an index into tasks()) in group `group`: the agent has read
  // the starter's solution.py.
  Episode Reset(int task, int group) const;
  sim::Features Observe(const Episode& e) const;
  // Applies the policy's action to `e` (the turn is already recorded by the caller): an edit's
  // success and a cheat's choice are drawn from `rng`. Returns the candidate whose tests must
  // run now (run_tests), or null; the caller reports the outcome with SeeTests.
  const Candidate* Step(Episode* e, sim::Action act, CounterRng* rng) const;
  void SeeTests(Episode* e, bool pass) const;

  std::pair<int64_t, int64_t> TurnTokens(sim::Action a) const {
    return spec_.turn_tokens[static_cast<size_t>(a)];
  }
  const std::vector<EnvTask>& tasks() const { return tasks_; }
  const SandboxEnvSpec& spec() const { return spec_; }

 private:
  const Candidate* Current(const EnvTask& t, const EpisodeState& s) const;

  const std::vector<EnvTask>& tasks_;
  SandboxEnvSpec spec_;
};

}  // namespace agentrl::harness::loop
