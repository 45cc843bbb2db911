// The synthetic multi-turn code-agent environment: small enough that the value of every state
// under a given policy can be computed exactly, rich enough to produce the trajectories that
// make advantage estimation hard (a 3-turn give-up beside a 40-turn success in one group).
//
// A task needs K units of work (K from its difficulty tier). The state before a decision is
// s = (k done units, b broken flag, u tokens used so far in units of token_unit). Each turn the
// agent picks an action; it emits a span of policy tokens (mask 1), then the environment
// replies with a span of observation tokens (mask 0):
//   edit       k += 1 with p_progress (if k < K); b = 1 with p_break; with progress_reward
//              w > 0 a completed unit earns w / K (reward shaping: sparsity as a setting)
//   run_tests  if b: b = 0 with p_fix (the test output shows what broke)
//   submit     ends the episode: reward 1 - w if k == K and not b, else 0
//   give_up    ends the episode: reward 0
//   guess      ends the episode: reward 1 with p_guess, else 0
//   cheat      (when enabled) ends the episode: reward 1, or -cheat_penalty if caught (recall)
// An episode whose token count reaches token_budget is truncated (not terminated): no more
// reward can come, so every true value there is 0.
//
// Planted critical turn (critical_gate): the first decision of an episode must be
// critical_action; any other non-terminal action silently dooms the task (submit will fail).
// The doom is hidden from the policy's features, so only the advantage of that first turn can
// tell the learner what went wrong: credit localisation is measured on it.
//
// Token conventions (what makes per-token ground truth well defined):
//  - The first policy token of a turn is its decision token; the action and its policy span
//    length are fixed there. The rest of the turn's policy tokens are deterministic.
//  - A turn's reward (terminal, or an edit's progress reward) sits on its last policy token.
//  - The action's random outcome (progress, break, fix, guess, detection) and the observation
//    length are revealed at the turn's first observation token.
//  - Discounting: `carry` decays once per policy token (observation tokens do not decay, as in
//    GAE's carry mode); `zero` decays once per token.
// Hence for a decision at s with action a: Q(s, a) = E[γ^(Lp-1)·r + γ^D·V(s')], D = Lp (carry)
// or Lp + Le (zero), and A(s, a) = Q(s, a) - V(s) is the true advantage of every policy token
// of that turn.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "agentrl/sim/sim_config.h"

namespace agentrl::sim {

enum class Action : int { kEdit = 0, kRunTests, kSubmit, kGiveUp, kGuess, kCheat };
inline constexpr int kNumActions = 6;
const char* ActionName(Action a);

enum class Tier : int { kEasy = 0, kMedium, kHard };
const char* TierName(Tier t);

struct Task {
  Tier tier = Tier::kEasy;
  int64_t work = 1;  // K
};

struct State {
  int64_t k = 0;  // units done
  bool broken = false;
  int64_t u = 0;        // tokens used, in units of token_unit
  bool doomed = false;  // the planted critical turn went wrong: submit can no longer pass
};

// What a policy sees (documented feature vector, all in [0, 1]):
//   0 bias (1), 1 progress k/K, 2 done (k == K), 3 broken, 4 budget used u/U,
//   5 late (budget used > 3/4)
inline constexpr int kNumFeatures = 6;
using Features = std::array<double, kNumFeatures>;

// One possible result of taking an action: probability, spans (tokens), reward, next state.
struct Outcome {
  double prob;
  int64_t policy_tokens, env_tokens;
  double reward;
  bool terminal;   // the episode ended by the action
  bool truncated;  // the token budget ran out
  State next;
};

class CodeAgentEnv {
 public:
  explicit CodeAgentEnv(const SimConfig& config);

  const SimConfig& config() const { return config_; }
  int64_t budget_units() const { return budget_units_; }
  Features Observe(const Task& task, const State& s) const;
  // Actions the environment offers (cheat only when enabled).
  std::array<bool, kNumActions> Allowed() const;
  // Every outcome of action a in state s, probabilities summing to 1.
  void Outcomes(const Task& task, const State& s, Action a, std::vector<Outcome>* out) const;
  // Decay steps from a turn's decision token to the next turn's decision token.
  int64_t DecaySteps(int64_t policy_tokens, int64_t env_tokens) const;
  // The task distribution: tier by weight, K ~ lognormal, both from `uniform` draws in [0, 1).
  Task DrawTask(double u_tier, double z_normal) const;

 private:
  SimConfig config_;
  int64_t budget_units_;
};

}  // namespace agentrl::sim
