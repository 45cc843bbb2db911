// PackedBatch: a batch of ragged token sequences packed end to end, with no padding. Every
// estimator in kernels/ reads this layout (CPU and CUDA alike).
//
//   cu_seqlens      int64  [n + 1]  offsets; sequence i is tokens [cu_seqlens[i], cu_seqlens[i+1])
//   rewards         float  [T]      per-token reward
//   values          float  [T]      per-token critic value V(s_t)
//   mask            uint8  [T]      1 = trainable policy token, 0 = environment/observation token
//   terminated      uint8  [n]      1 = the episode ended (no bootstrap), 0 = truncated
//   bootstrap_value float  [n]      V(s_T) used when the sequence was truncated
//   group           int64  [n]      group id (e.g. prompt/task) for group-relative estimators
//
// T = cu_seqlens[n]. A sequence may have length 0.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "agentrl/core/status.h"

namespace agentrl::kernels {

// Non-owning view over the packed arrays (e.g. over tensors' storage). Valid only while the
// owner lives; Validate() before handing a view from outside to a kernel.
struct PackedBatchView {
  std::span<const int64_t> cu_seqlens;
  std::span<const float> rewards;
  std::span<const float> values;
  std::span<const uint8_t> mask;
  std::span<const uint8_t> terminated;
  std::span<const float> bootstrap_value;
  std::span<const int64_t> group;

  size_t num_sequences() const { return cu_seqlens.empty() ? 0 : cu_seqlens.size() - 1; }
  size_t num_tokens() const {
    return cu_seqlens.empty() ? 0 : static_cast<size_t>(cu_seqlens.back());
  }
  int64_t seq_begin(size_t i) const { return cu_seqlens[i]; }
  int64_t seq_end(size_t i) const { return cu_seqlens[i + 1]; }

  // Checks every invariant above and returns InvalidInput naming the first bad field and
  // index: sizes, cu_seqlens[0] == 0 and non-decreasing, mask/terminated in {0, 1}, and
  // rewards, values and bootstrap_value finite.
  Status Validate() const;
  // The part of Validate() that keeps a kernel's reads in bounds: the sizes and cu_seqlens. It
  // reads no other array's elements, so those spans may point at device memory (the LibTorch
  // adapter checks CUDA tensors this way, with a host copy of cu_seqlens).
  Status ValidateLayout() const;
};

// Owning storage for a packed batch.
struct PackedBatch {
  std::vector<int64_t> cu_seqlens{0};
  std::vector<float> rewards;
  std::vector<float> values;
  std::vector<uint8_t> mask;
  std::vector<uint8_t> terminated;
  std::vector<float> bootstrap_value;
  std::vector<int64_t> group;

  size_t num_sequences() const { return cu_seqlens.empty() ? 0 : cu_seqlens.size() - 1; }
  size_t num_tokens() const { return rewards.size(); }

  // Appends one sequence; the four token arrays must have equal length (checked by Validate).
  void Append(std::span<const float> seq_rewards, std::span<const float> seq_values,
              std::span<const uint8_t> seq_mask, bool is_terminated, float bootstrap,
              int64_t group_id);

  PackedBatchView view() const {
    return {cu_seqlens, rewards, values, mask, terminated, bootstrap_value, group};
  }
  Status Validate() const { return view().Validate(); }
};

}  // namespace agentrl::kernels
