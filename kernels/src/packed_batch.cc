#include "agentrl/kernels/packed_batch.h"

#include <cmath>
#include <string>

namespace agentrl::kernels {
namespace {

Status Bad(const std::string& field, size_t index, const std::string& what) {
  return Status::InvalidInput("PackedBatch." + field + "[" + std::to_string(index) + "]: " + what);
}

Status BadSize(const std::string& field, size_t got, size_t want, const char* what) {
  return Status::InvalidInput("PackedBatch." + field + ": size " + std::to_string(got) +
                              ", expected " + std::to_string(want) + " (" + what + ")");
}

template <class T>
Status CheckFinite(const std::string& field, std::span<const T> xs) {
  for (size_t i = 0; i < xs.size(); ++i) {
    if (!std::isfinite(xs[i]))
      return Bad(field, i, "is " + std::to_string(xs[i]) + ", must be finite");
  }
  return Status::Ok();
}

Status CheckBinary(const std::string& field, std::span<const uint8_t> xs) {
  for (size_t i = 0; i < xs.size(); ++i) {
    if (xs[i] > 1) return Bad(field, i, "is " + std::to_string(xs[i]) + ", must be 0 or 1");
  }
  return Status::Ok();
}

}  // namespace

Status PackedBatchView::Validate() const {
  if (Status s = ValidateLayout(); !s.ok()) return s;
  if (Status s = CheckBinary("mask", mask); !s.ok()) return s;
  if (Status s = CheckBinary("terminated", terminated); !s.ok()) return s;
  if (Status s = CheckFinite("rewards", rewards); !s.ok()) return s;
  if (Status s = CheckFinite("values", values); !s.ok()) return s;
  return CheckFinite("bootstrap_value", bootstrap_value);
}

Status PackedBatchView::ValidateLayout() const {
  if (cu_seqlens.empty()) {
    return Status::InvalidInput(
        "PackedBatch.cu_seqlens: empty, expected n + 1 offsets starting at 0");
  }
  if (cu_seqlens[0] != 0)
    return Bad("cu_seqlens", 0, "is " + std::to_string(cu_seqlens[0]) + ", must be 0");
  for (size_t i = 1; i < cu_seqlens.size(); ++i) {
    if (cu_seqlens[i] < cu_seqlens[i - 1]) {
      return Bad("cu_seqlens", i,
                 "is " + std::to_string(cu_seqlens[i]) + " < previous offset " +
                     std::to_string(cu_seqlens[i - 1]) + ", offsets must be non-decreasing");
    }
  }
  const size_t n = num_sequences();
  const size_t t = static_cast<size_t>(cu_seqlens.back());
  if (rewards.size() != t)
    return BadSize("rewards", rewards.size(), t, "one per token, cu_seqlens[n]");
  if (values.size() != t)
    return BadSize("values", values.size(), t, "one per token, cu_seqlens[n]");
  if (mask.size() != t) return BadSize("mask", mask.size(), t, "one per token, cu_seqlens[n]");
  if (terminated.size() != n)
    return BadSize("terminated", terminated.size(), n, "one per sequence");
  if (bootstrap_value.size() != n) {
    return BadSize("bootstrap_value", bootstrap_value.size(), n, "one per sequence");
  }
  if (group.size() != n) return BadSize("group", group.size(), n, "one per sequence");
  return Status::Ok();
}

void PackedBatch::Append(std::span<const float> seq_rewards, std::span<const float> seq_values,
                         std::span<const uint8_t> seq_mask, bool is_terminated, float bootstrap,
                         int64_t group_id) {
  rewards.insert(rewards.end(), seq_rewards.begin(), seq_rewards.end());
  values.insert(values.end(), seq_values.begin(), seq_values.end());
  mask.insert(mask.end(), seq_mask.begin(), seq_mask.end());
  cu_seqlens.push_back(cu_seqlens.back() + static_cast<int64_t>(seq_rewards.size()));
  terminated.push_back(is_terminated ? 1 : 0);
  bootstrap_value.push_back(bootstrap);
  group.push_back(group_id);
}

}  // namespace agentrl::kernels
