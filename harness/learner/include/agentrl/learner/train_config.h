// The [train] section of an experiment file: PPO with a token-level critic or the GRPO family
// on the simulator. No LibTorch here: every module may include it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "agentrl/core/config.h"

namespace agentrl::learner {

struct TrainConfig {
  bool enabled = false;  // `agentrl run` trains when true (else it runs the kernels check job)
  // One training run per estimator, all from the same seed: "gae" and "gae_adaptive" train a
  // critic (PPO), the group estimators do not.
  std::vector<std::string> estimators = {"grpo", "gae"};
  int64_t iterations = 20;
  int64_t tasks_per_iteration = 32;  // groups per batch
  int64_t group_size = 8;            // G
  int64_t epochs = 2;                // passes over each batch
  int64_t minibatches = 2;           // per epoch (split by sequence)
  int64_t hidden = 32;               // width of the one hidden layer (tanh)
  std::string critic_arch = "separate";  // separate network, or a shared trunk with its own head
  double lr_policy = 3e-3;
  double lr_critic = 2e-3;
  // Linear learning-rate warm-up over the first policy updates: update k (0-based, counting
  // only updates that were made) runs at min(1, (k + 1) / lr_warmup_updates) of lr_policy and
  // lr_critic. 0 = off. Critic pretraining (FitValues) runs at the full lr_critic and does not
  // count.
  int64_t lr_warmup_updates = 0;
  double clip_low = 0.2;
  double clip_high = 0.28;  // > clip_low: clip-higher
  double dual_clip = 3.0;   // 0 = off
  double value_clip = 0.0;  // 0 = off
  bool value_norm = true;   // critic regresses normalised returns (running mean and std)
  double value_coef = 0.5;  // shared trunk: weight of the value loss in the joint loss
  double entropy_coef = 0.0;
  double kl_coef = 0.0;     // KL (k3) to the initial policy; 0 = off
  std::string loss_agg = "token-mean";
  double grad_clip = 1.0;   // max global gradient norm; 0 = off
  int64_t critic_pretrain_iterations = 0;  // value pretraining on MC returns, policy fixed
  int64_t segment_tokens = 1 << 16;        // tokens per critic forward/backward segment
  // Positive control: the advantage's sign is flipped on this share of the trainable tokens of
  // every update, each token drawn from the run's seed (0 = off). A known degradation, to check
  // that a study design detects one of a given size.
  double adv_flip_share = 0.0;
  // Positive control of the critic: the values the advantage estimator reads (not the critic's
  // own training) are corrupted by the simulator's committed corruption models (sim/critics.h):
  // noise N(0, critic_noise_std^2) per token, drawn from the run's seed, and a drift
  // critic_position_bias * t / l (t the token's position, l its sequence's length). Estimators
  // without a critic are unaffected. 0 = off.
  double critic_noise_std = 0.0;
  double critic_position_bias = 0.0;
  // Which values the advantage estimator reads: the learned critic's ("learned"), or the
  // simulator's exact V^pi of the sampling policy ("oracle", sim/critics.h's oracle critic) so
  // that a training run can cross critic quality with λ. The critic is trained and reported
  // either way; the corruptions above apply to whichever values are read.
  std::string critic_values = "learned";
  // Where advantages are computed: auto = the CUDA kernels when a device is present, else the
  // CPU path (same semantics, tested against each other); cuda fails without a device. The
  // networks run on the CPU (Debian's LibTorch is a CPU build).
  std::string device = "auto";
  // Evaluation: the exact J of the policy averaged over a fixed set of tasks (the same draws for
  // every run and seed, so learning curves compare like with like), every eval_every iterations
  // and at the last one. 0 tasks = off.
  int64_t eval_tasks = 32;
  int64_t eval_every = 3;

  static void Describe(config::SchemaBuilder<TrainConfig>& s);
  // Checks needing more than one field; `prefix` is the section name ("train").
  Status ValidateAt(const config::Locator& where, const std::string& prefix) const;
  static bool UsesCritic(const std::string& estimator) {
    return estimator == "gae" || estimator == "gae_adaptive" || estimator == "gae_oracle";
  }
  // Whether `estimator`'s run has GAE read the simulator's exact values: the arm "gae_oracle"
  // (GAE beside a learned-critic "gae" in one job), or any critic arm with critic_values =
  // "oracle" (every critic arm of an ablation's cell).
  bool ReadsExactValues(const std::string& estimator) const {
    return estimator == "gae_oracle" || (UsesCritic(estimator) && critic_values == "oracle");
  }
};

}  // namespace agentrl::learner
