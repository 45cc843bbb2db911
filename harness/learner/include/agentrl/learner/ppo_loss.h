// PPO's loss pieces on packed token tensors (LibTorch). Only the learner's translation units
// and its tests include this header.
//
// Aggregation: every mode is a weighted token sum L = Σ_t w_t·ℓ_t over the minibatch's mask
// tokens, with weights fixed before the forward pass, so long sequences can be processed in
// segments with gradient accumulation and give the same gradient as one pass:
//   token-mean               w_t = 1 / Σ_i L_i                 (all tokens equal: long
//                                                              sequences weigh more)
//   seq-mean-token-sum       w_t = 1 / N                      (each sequence's sum, averaged)
//   seq-mean-token-mean      w_t = 1 / (N · L_i)              (each sequence equal: GRPO's
//                                                              original form, biased to short)
//   seq-mean-token-sum-norm  w_t = 1 / (N · L_norm)           (Dr.GRPO: a constant length)
// with N sequences, L_i the mask tokens of sequence i, L_norm a constant (the token budget).
#pragma once

#include <torch/torch.h>

#include <string>

#include "agentrl/core/status.h"

namespace agentrl::learner {

enum class LossAgg { kTokenMean, kSeqMeanTokenSum, kSeqMeanTokenMean, kSeqMeanTokenSumNorm };
Result<LossAgg> ParseLossAgg(const std::string& name);

// mask: [T] (0/1), seq_index: [T] int64 in [0, num_seqs). Returns [T] float weights (0 where
// mask is 0).
torch::Tensor AggregationWeights(const torch::Tensor& mask, const torch::Tensor& seq_index,
                                 int64_t num_seqs, LossAgg mode, double norm_len);

struct ClipParams {
  double clip_low = 0.2;   // ratio floor 1 - clip_low
  double clip_high = 0.28; // ratio ceiling 1 + clip_high (clip-higher when > clip_low)
  double dual_clip = 3.0;  // for A < 0 the loss is capped at -dual_clip·A (0 = off; must be > 1)
};

struct PolicyLoss {
  torch::Tensor loss;       // scalar, differentiable: Σ_t w_t·ℓ_t
  double clip_fraction = 0; // weighted share of tokens where the clipped branch was taken
  double approx_kl = 0;     // weighted mean of (r - 1) - log r   (k3, ≥ 0)
};

// ℓ_t = max(-A·r, -A·clip(r, 1-ε_low, 1+ε_high)), and for A < 0, min(ℓ_t, -c·A) (dual clip),
// with r = exp(logp - old_logp).
PolicyLoss PpoPolicyLoss(const torch::Tensor& logp, const torch::Tensor& old_logp,
                         const torch::Tensor& advantages, const torch::Tensor& weights,
                         const ClipParams& clip);

// ℓ_t = ½·max((v - R)², (v_old + clip(v - v_old, -ε_v, ε_v) - R)²); ε_v = 0 turns clipping off
// (ℓ_t = ½(v - R)²).
torch::Tensor ValueLoss(const torch::Tensor& values, const torch::Tensor& old_values,
                        const torch::Tensor& returns, const torch::Tensor& weights,
                        double value_clip);

}  // namespace agentrl::learner
