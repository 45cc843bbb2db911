// Training on the simulator: PPO with a token-level critic (gae, gae_adaptive) or the GRPO
// family, one run per estimator in [train].estimators, all from the same seed. Each iteration
// samples a batch with the current policy, estimates advantages with kernels/, scores them
// against the simulator's exact truth on that very batch, and updates. No LibTorch here: the
// networks live behind learner/agent.h.
#pragma once

#include <limits>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "agentrl/core/status.h"
#include "agentrl/harness/experiment_config.h"
#include "agentrl/sim/code_agent_env.h"

namespace agentrl::harness {

struct IterationMetrics {
  int64_t iteration = 0;
  bool pretrain = false;  // a critic pretraining iteration (policy fixed)
  double reward_mean = 0, reward_std = 0, success_rate = 0;
  double guess_rate = 0, give_up_rate = 0, cheat_rate = 0, truncated_rate = 0;
  double mean_length = 0, max_length = 0;
  // Mean tokens of the episodes that failed / passed their tests (NaN when there are none):
  // a length bias of the loss shows as failed episodes that grow (Dr. GRPO's finding).
  double mean_length_failed = std::numeric_limits<double>::quiet_NaN();
  double mean_length_passed = std::numeric_limits<double>::quiet_NaN();
  double group_length_ratio = 0;  // median over groups of (longest / shortest trajectory)
  double exact_j = 0;  // mean over the batch's tasks of J under the sampling policy
  // Exact J of the sampling policy over the fixed evaluation tasks (NaN where not evaluated).
  double eval_j = std::numeric_limits<double>::quiet_NaN();
  // The batch's advantages at decision tokens against the exact A(s, a).
  double adv_pearson = 0, adv_spearman = 0, adv_sign_agreement = 0, adv_rmse = 0;
  double adv_extreme_frac = 0;  // policy tokens with |A - mean| > 5 std (stability)
  double critic_ev = 0, critic_mse = 0;  // critic vs V^π on policy tokens (NaN: no critic)
  double policy_loss = 0, value_loss = 0, clip_fraction = 0, approx_kl = 0, entropy = 0;
  double kl_to_initial = 0, grad_norm = 0, critic_grad_norm = 0;
  double lr_scale = 1;  // warm-up factor of the learning rates (NaN: pretraining)
  double wall_s = 0, tokens_per_s = 0;
  int64_t tokens = 0;
};

struct TrainRun {
  std::string estimator;
  std::string dir;  // metrics.jsonl, checkpoint.pt
  std::vector<IterationMetrics> iterations;  // training iterations (pretraining excluded)
};

// One training run; metrics stream to DIR/metrics.jsonl and, one line per iteration, to
// `progress`. A non-finite loss or gradient stops the run with a Runtime status naming the
// iteration; DIR/checkpoint.pt then holds the last good weights.
Result<TrainRun> TrainOnSim(const ExperimentConfig& cfg, const std::string& estimator,
                            const std::string& dir, std::ostream& progress);

// `agentrl run` with [train] enabled: every estimator, then the headline comparison, a
// Markdown report and learning-curve plots in the run directory.
Status RunTrainJob(const ExperimentConfig& cfg, std::ostream& out);

// The fixed evaluation tasks of every training run (train.eval_tasks draws from a seed of their
// own, the same for every run and seed), as distinct tasks with their counts.
std::vector<std::pair<sim::Task, int>> EvalTasks(const sim::CodeAgentEnv& env, int64_t n);

std::string MetricsJson(const std::string& estimator, const IterationMetrics& m);

}  // namespace agentrl::harness
