// Sampling groups of trajectories from the simulator, with exact ground truth attached.
// The token arrays follow the PackedBatch layout of kernels/packed_batch.h (sim depends on no
// other module; harness copies them into a PackedBatch), so every estimator runs on them as is.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "agentrl/sim/ground_truth.h"

namespace agentrl::sim {

enum class EndReason : int {
  kSubmitPass,
  kSubmitFail,
  kGiveUp,
  kGuessPass,
  kGuessFail,
  kCheatCaught,
  kCheatUncaught,
  kTruncated
};
const char* EndReasonName(EndReason r);

struct TurnRecord {
  int64_t episode;
  int64_t turn;
  State state;
  State next;  // the state after the turn (meaningless when the episode ended)
  bool ended;  // the turn ended the episode (terminal action or truncation)
  Action action;
  int64_t decision_token;  // index in the batch of the turn's first policy token
  int64_t policy_tokens, env_tokens;
  double reward;
  double v, q, advantage;     // V(s), Q(s, a), A(s, a) under the sampling policy
  double v_se = 0, q_se = 0;  // standard errors (0 when exact; see EpisodeRecord::exact_truth)
};

struct EpisodeRecord {
  int64_t group;
  Task task;
  int64_t turns;
  double total_reward;
  bool passed;  // ended with a positive reward
  EndReason end;
  // Exact DP ground truth, or (when the task's state space exceeds max_exact_states) Monte
  // Carlo: V(s) and Q(s, a) from mc_rollouts rollouts each, with standard errors, and per-token
  // values after the decision approximated as Q(s, a)·γ^-j (exact for fixed policy spans).
  bool exact_truth = true;
};

struct SimBatch {
  // PackedBatch layout.
  std::vector<int64_t> cu_seqlens{0};
  std::vector<float> rewards, values;  // values: the oracle critic V^π at every token
  std::vector<uint8_t> mask, terminated;
  std::vector<float> bootstrap_value;
  std::vector<int64_t> group;
  // Ground truth per token: the turn's A(s, a) on its policy tokens, 0 on observation tokens.
  std::vector<float> true_advantage;
  std::vector<uint8_t> is_decision;  // 1 at each turn's first policy token
  std::vector<TurnRecord> turns;
  std::vector<EpisodeRecord> episodes;
  std::vector<double> task_value;  // J of each group's task under the policy (MC: an estimate)

  size_t num_sequences() const { return cu_seqlens.size() - 1; }
  size_t num_tokens() const { return rewards.size(); }
};

struct SampleSpec {
  int64_t tasks = 16;             // groups
  int64_t group_size = 8;         // G trajectories per task
  int threads = 0;                // output is identical for any value
  std::vector<Task> fixed_tasks;  // if set, group g uses fixed_tasks[g % size] instead of a draw
  // Compute the exact values (V, Q, A, oracle critic). Off: the trajectories alone, with NaN
  // ground truth and zero values (for throughput measurements and truth-free sampling).
  bool ground_truth = true;
};

// Per-token values V^π of the batch's tokens under `policy` (the sampling policy gives the
// oracle critic; an older policy gives a lagged one), by the token conventions of
// code_agent_env.h: V(s) at a decision token, E[γ^(Lp-1-j)·r + γ^(D-j)·V(s') | s, a, Lp] at
// policy token j, and V(s') decayed to the next decision at observation tokens.
std::vector<float> TokenValues(const CodeAgentEnv& env, const SimBatch& batch, const Policy& policy,
                               int threads = 0);

// Draws `tasks` tasks and G episodes of each; episode e of the batch uses its own counter-based
// stream (seed, e), so the batch depends only on (config, policy, spec minus threads, seed).
SimBatch SampleBatch(const CodeAgentEnv& env, const Policy& policy, const SampleSpec& spec,
                     uint64_t seed);

}  // namespace agentrl::sim
