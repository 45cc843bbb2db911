// The learner's networks behind a facade without LibTorch types: a policy MLP over the
// simulator's features and token position, an optional token-level critic (a separate MLP or a
// value head on the policy's trunk), their optimizers and the PPO update. The training loop
// (harness) samples, estimates advantages with kernels/ and calls Update.
// Its inputs are the token features of token_features.h.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "agentrl/core/status.h"
#include "agentrl/learner/token_features.h"
#include "agentrl/learner/train_config.h"
#include "agentrl/sim/policy.h"

namespace agentrl::learner {

// One batch, packed like kernels::PackedBatch, with what the update needs.
// Cap on the importance weight pi_current / pi_behavior of a stale decision (see
// UpdateBatch::behavior_logp): a sample its policy made much likelier since does not dominate.
inline constexpr double kBehaviorWeightCap = 2.0;

struct UpdateBatch {
  std::vector<int64_t> cu_seqlens{0};
  std::vector<float> token_features;  // [T × kTokenFeatures]
  std::vector<uint8_t> mask;          // 1 = policy token
  std::vector<float> advantages, returns, old_values;  // [T]
  // Decisions: token index, chosen action, allowed actions (kNumActions each).
  std::vector<int64_t> decision_token;
  std::vector<int64_t> action;
  std::vector<uint8_t> allowed;
  // Log-probability of each chosen action under the policy that sampled it, when that was an
  // older policy than the agent's (a pipelined sampler). The update is then decoupled PPO: the
  // ratio is clipped against the agent's current policy (the proximal one), and each decision's
  // advantage is weighted by pi_current / pi_behavior, capped at kBehaviorWeightCap.
  // Empty = the batch is on-policy (the weight is 1).
  std::vector<float> behavior_logp;
  double norm_len = 1;  // L_norm of seq-mean-token-sum-norm (the token budget)
  int64_t num_seqs() const { return static_cast<int64_t>(cu_seqlens.size()) - 1; }
  int64_t num_tokens() const { return static_cast<int64_t>(mask.size()); }
};

struct UpdateStats {
  double policy_loss = 0, value_loss = 0, clip_fraction = 0, approx_kl = 0, entropy = 0;
  double kl_to_initial = 0;
  double grad_norm = 0;        // policy (or joint), before clipping; max over steps
  double critic_grad_norm = 0; // separate critic; max over steps
  double lr_scale = 1;         // the learning rates' warm-up factor this update ran at
  bool finite = true;          // false: a loss or gradient was NaN/Inf (weights untouched)
  std::string problem;         // which one
};

class Agent {
 public:
  virtual ~Agent() = default;
  // A fresh agent; its weights depend only on `seed`. The LibTorch implementation lives in a
  // shared library (libagentrl_learner_torch.so) loaded on first use, so that commands which
  // never train do not pay LibTorch's start-up; an error says where it was looked for.
  static Result<std::unique_ptr<Agent>> Create(const TrainConfig& cfg, bool with_critic,
                                               uint64_t seed);

  virtual bool has_critic() const = 0;
  // The current policy as a plain C++ sim::Policy (a copy of the weights: safe to use from many
  // threads while the agent trains).
  virtual std::unique_ptr<sim::Policy> Snapshot() const = 0;
  // Critic values (in return units) for [n × kTokenFeatures] features, in segments.
  virtual std::vector<float> Values(const std::vector<float>& token_features) const = 0;
  // PPO epochs over the batch (policy, and the critic when there is one). Returns stats.
  virtual UpdateStats Update(const UpdateBatch& batch, uint64_t shuffle_seed) = 0;
  // Value regression only (critic pretraining on Monte Carlo returns).
  virtual UpdateStats FitValues(const UpdateBatch& batch, uint64_t shuffle_seed) = 0;
  // Writes the weights (policy, critic, value normaliser), the initial policy and the
  // optimizers' state to `path` atomically.
  virtual Status Save(const std::string& path) const = 0;
  // Restores what Save wrote (an agent created with the same configuration), so that training
  // continues exactly where it stopped.
  virtual Status Load(const std::string& path) = 0;
};

}  // namespace agentrl::learner
