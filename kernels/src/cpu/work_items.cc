// Partition and ForItems (work_items.h).
#include "work_items.h"

#include <algorithm>

#include "agentrl/core/parallel.h"

namespace agentrl::kernels::cpu {

std::vector<WorkItem> Partition(const PackedBatchView& b, int64_t chunk, int64_t parallel_pieces) {
  std::vector<WorkItem> items;
  const size_t n = b.num_sequences();
  const int64_t split_above = std::max<int64_t>(
      chunk, static_cast<int64_t>(b.num_tokens()) / std::max<int64_t>(parallel_pieces, 1));
  size_t run_first = 0;
  auto flush_run = [&](size_t upto) {
    if (upto > run_first)
      items.push_back({b.seq_begin(run_first), b.seq_begin(upto), run_first, upto, false, false});
    run_first = upto;
  };
  for (size_t i = 0; i < n; ++i) {
    const int64_t len = b.seq_end(i) - b.seq_begin(i);
    if (len > split_above) {
      flush_run(i);
      for (int64_t s = b.seq_begin(i); s < b.seq_end(i); s += chunk) {
        const int64_t e = std::min(s + chunk, b.seq_end(i));
        items.push_back({s, e, i, i + 1, true, e == b.seq_end(i)});
      }
      run_first = i + 1;
    } else if (b.seq_end(i) - b.seq_begin(run_first) >= chunk) {
      flush_run(i + 1);
    }
  }
  flush_run(n);
  return items;
}

void ForItems(const std::vector<WorkItem>& items, int threads,
              const std::function<void(size_t, size_t)>& fn) {
  constexpr int64_t kItemCost = 64;
  ParallelForGuided(
      items.size(), threads, [&](size_t k) { return items[k].end - items[k].begin + kItemCost; },
      fn);
}

}  // namespace agentrl::kernels::cpu
