// SequenceSums (sequence_sums.h).
#include "sequence_sums.h"

namespace agentrl::kernels::cpu {

void SequenceSums(const PackedBatchView& b, const std::vector<WorkItem>& items, int threads,
                  int lanes, std::vector<int64_t>* trainable, std::vector<double>* reward_sum) {
  const size_t n = b.num_sequences();
  const bool counting = trainable != nullptr;
  std::vector<int64_t> uncounted;
  if (!counting) trainable = &uncounted;
  trainable->assign(n, 0);
  if (reward_sum) reward_sum->assign(n, 0.0);
  std::vector<int64_t> piece_trainable(items.size(), 0);
  std::vector<double> piece_reward(items.size(), 0.0);
  ForItems(items, threads, [&](size_t lo, size_t hi) {
    for (size_t k = lo; k < hi; ++k) {
      const WorkItem& it = items[k];
      for (size_t i = it.seq_first; i < it.seq_last; ++i) {
        const int64_t s = it.is_piece ? it.begin : b.seq_begin(i);
        const int64_t e = it.is_piece ? it.end : b.seq_end(i);
        const int64_t cnt = counting ? CountTrainable(b.mask.data(), s, e) : 0;
        // Lane-wise sums: one chained fp64 add per token is slow (kernel_history.md).
        const double sum =
            reward_sum ? MaskedSum<false>(b.rewards.data(), nullptr, s, e, lanes) : 0.0;
        if (it.is_piece) {
          piece_trainable[k] = cnt, piece_reward[k] = sum;
        } else {
          (*trainable)[i] = cnt;
          if (reward_sum) (*reward_sum)[i] = sum;
        }
      }
    }
  });
  for (size_t k = 0; k < items.size(); ++k) {
    if (!items[k].is_piece) continue;
    (*trainable)[items[k].seq_first] += piece_trainable[k];
    if (reward_sum) (*reward_sum)[items[k].seq_first] += piece_reward[k];
  }
}

}  // namespace agentrl::kernels::cpu
