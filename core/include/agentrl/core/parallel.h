// Fork-join parallelism over an index range. Work is split into contiguous, statically
// assigned ranges, so which items a worker gets is a pure function of (n, threads); callers
// that need thread-count-independent results must make each item's result depend only on
// the item (e.g. CounterRng streams keyed by item index), never on the worker.
#pragma once

#include <cstddef>
#include <cstdint>
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

// Calls fn(begin, end) on contiguous ranges that together cover [0, n) once, on up to `threads`
// workers (the caller is one). About the top three quarters of the weight is cut into one block
// per worker, worker 0's (the caller's) at the top: each worker runs its own block first, so
// from call to call the same worker (and, the pool's threads staying on their CPUs, the same
// cache) gets the same stretch of the data, and a stretch is one long range. The rest is handed
// out from the high end down, each range about 1 / (2 · workers) of the weight still left, at
// least one index (guided self-scheduling), the last ones single indices: so the workers still
// finish together when one runs slower (on a VM, a vCPU whose host core is busy can run 30%
// slower for seconds at a time, which the quarter absorbs), and a worker that starts late finds
// its block taken by the others once the rest is done. weight(i) >= 0 is index i's share of the
// work (negative counts as 0); it is called at most once per index, on the caller, before any
// fn (not at all with one worker, which gets [0, n) in one call). Which ranges are formed is a
// function of (n, weights, workers); who runs them, and in which order, depends on timing:
// callers needing reproducible results must make each index's result depend on the index alone.
void ParallelForGuided(size_t n, int threads, const std::function<int64_t(size_t i)>& weight,
                       const std::function<void(size_t begin, size_t end)>& fn);

}  // namespace agentrl
