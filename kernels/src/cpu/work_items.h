// The fixed partition of a batch into work items that every CPU estimator runs over. Items are
// a function of the batch and chunk_tokens alone, never of the thread count, which is what
// makes the fast path's bits independent of `threads`.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

#include "agentrl/kernels/packed_batch.h"

namespace agentrl::kernels::cpu {

struct WorkItem {
  int64_t begin, end;  // token range
  size_t seq_first;    // sequences [seq_first, seq_last) are whole in this item, or
  size_t seq_last;     //   the one sequence this piece belongs to (seq_last = seq_first + 1)
  bool is_piece;       // a piece of a sequence longer than chunk_tokens
  bool last_piece;     // the piece holding that sequence's last token
};

// Runs of whole sequences of about `chunk` tokens, and pieces of `chunk` tokens of every sequence
// longer than max(chunk, total tokens / parallel_pieces), in token order.
std::vector<WorkItem> Partition(const PackedBatchView& b, int64_t chunk, int64_t parallel_pieces);

// Calls fn(lo, hi) on ranges of items covering them once, handed out by ParallelForGuided,
// weighted by tokens plus a little per item for the sequences' own overhead:
// an item is anything from a few short sequences to one of over chunk_tokens, so equal counts
// of items can be far from equal work. Which worker gets an item, and in which range, never
// changes its arithmetic.
void ForItems(const std::vector<WorkItem>& items, int threads,
              const std::function<void(size_t, size_t)>& fn);

}  // namespace agentrl::kernels::cpu
