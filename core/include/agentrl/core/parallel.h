// Fork-join parallelism over an index range. Work is split into contiguous, statically
// assigned ranges, so which items a worker gets is a pure function of (n, threads); callers
// that need thread-count-independent results must make each item's result depend only on
// the item (e.g. CounterRng streams keyed by item index), never on the worker.
#pragma once

#include <cstddef>
#include <functional>

namespace agentrl {

// 0 means "all hardware threads"; negative values are treated as 1.
int ResolveThreads(int requested);

// Calls fn(begin, end) on `threads` workers (the caller is one of them) over a static split of
// [0, n) and returns when all have finished. The other workers are threads of a pool kept
// between calls (see parallel.cc); calls nested in a worker or made while another thread's
// call holds the pool start threads of their own. An exception thrown by any worker is rethrown
// in the caller after all workers have joined.
void ParallelFor(size_t n, int threads, const std::function<void(size_t begin, size_t end)>& fn);

}  // namespace agentrl
