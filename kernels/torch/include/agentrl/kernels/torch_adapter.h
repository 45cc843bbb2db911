// LibTorch adapter for the estimators: tensors in, tensors out. Packed CPU tensors run the fast
// CPU path in place; packed CUDA tensors run the CUDA path (when built with AGENTRL_CUDA);
// padded tensors are packed on the host and the result is moved back to their device. This header
// only forward-declares at::Tensor, so including it does not pull in LibTorch's headers; the caller
// that builds tensors includes <torch/torch.h> itself.
//
// Also here: the per-timestep loops exactly as RL frameworks write them (a reverse loop over
// T issuing tensor ops per step, batched over B, padded layout). They are the baseline of the
// benchmarks and an executable statement of the semantics estimators.h claims to match.
#pragma once

#include "agentrl/core/status.h"
#include "agentrl/kernels/estimators.h"

namespace at {
class Tensor;
}  // namespace at

namespace agentrl::kernels::torch_adapter {

// Padded layout: rewards, values (B, T) float; mask (B, T) any dtype with 0/1; terminated (B)
// bool/uint8; bootstrap (B) float; group (B) int64. Sequence b is row b up to and including
// its last nonzero mask position (trailing mask-0 positions are padding). Outputs are (B, T)
// float32 on the input's device, 0 at padding. Errors name the tensor and what was expected.
Status EstimatePadded(const at::Tensor& rewards, const at::Tensor& values, const at::Tensor& mask,
                      const at::Tensor& terminated, const at::Tensor& bootstrap,
                      const at::Tensor& group, const EstimatorParams& params,
                      at::Tensor* advantages, at::Tensor* returns, int threads = 0);

// Packed layout, the PackedBatch fields as 1-D tensors (see packed_batch.h); CPU tensors are
// read in place, without copies, when they are contiguous and of the documented dtype.
Status EstimatePacked(const at::Tensor& cu_seqlens, const at::Tensor& rewards,
                      const at::Tensor& values, const at::Tensor& mask,
                      const at::Tensor& terminated, const at::Tensor& bootstrap,
                      const at::Tensor& group, const EstimatorParams& params,
                      at::Tensor* advantages, at::Tensor* returns, int threads = 0);

// veRL's compute_gae_advantage_return (carry mode, bootstrap 0), transcribed step for step.
void TorchLoopGaeCarry(const at::Tensor& rewards, const at::Tensor& values, const at::Tensor& mask,
                       double gamma, double lam, at::Tensor* advantages, at::Tensor* returns);

// OpenRLHF's get_advantages_and_returns (zero mode, bootstrap 0), transcribed step for step.
void TorchLoopGaeZero(const at::Tensor& rewards, const at::Tensor& values, const at::Tensor& mask,
                      double gamma, double lam, at::Tensor* advantages, at::Tensor* returns);

// veRL's compute_grpo_outcome_advantage (the loop version), transcribed step for step: the
// score is the row's reward sum; scores are gathered per group id one sequence at a time, each
// group's mean and unbiased std taken with tensor ops (a singleton group gets 0 and 1), each
// score normalised one at a time ((s − mean)/(std + 1e-6); with norm_by_std false, Dr.GRPO's
// s − mean), then broadcast over the mask. group: (B) int64. Returns equal advantages.
void TorchLoopGrpo(const at::Tensor& rewards, const at::Tensor& mask, const at::Tensor& group,
                   bool norm_by_std, at::Tensor* advantages, at::Tensor* returns);

}  // namespace agentrl::kernels::torch_adapter
