// Internals of the CPU twin (cuda_twin.cc), exposed for tests: the batch as the kernels see it,
// and the single pass's look-back (LookBackCarry in estimators_cuda.cu): the chain it must
// reproduce, and a replay of its protocol with many tiles in flight.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "agentrl/kernels/packed_batch.h"
#include "tile_scan.cuh"

namespace agentrl::kernels::cuda_detail {

// The kernels' view of a host batch (the twin reads host memory where the device reads its own).
CudaPackedBatch HostBatch(const PackedBatchView& b);

// The state entering each tile: C_last = 0, C_k = Inclusive(A_{k+1}, C_{k+1}).
std::vector<State> ChainedCarry(std::span<const Map> tile_maps);

struct LookBackReplay {
  std::vector<State> carry;      // the state entering each tile, as its look-back found it
  int deepest = 0;               // most tiles one look-back reached (1: its right neighbour)
  int64_t waits = 0;             // windows read again because a predecessor had not published
  int64_t full_stash_waits = 0;  // ... or because kLookbackWindows windows were stashed
  bool stalled = false;          // nothing was published for far longer than progress needs
};

// Runs the look-back protocol for every tile: tiles start by ticket (the rightmost first) with
// up to `in_flight` started and unfinished, and each step advances one random running tile by
// one action: its first publication, one lane's status read, a window's decision (and stash),
// or its leaving state's publication. Sequentially consistent: it tests the protocol's logic
// (windows, stash, early publication, termination) under arbitrary interleavings, not the
// device's memory ordering. held_tile (if in range) makes its first publication wait until
// nothing else has been published for a long while: every tile left of it piles up behind it,
// and those more than kLookbackWindows windows away fill their stash.
LookBackReplay ReplayLookBack(std::span<const Map> tile_maps, int in_flight, uint64_t seed,
                              int64_t held_tile = -1);

}  // namespace agentrl::kernels::cuda_detail
