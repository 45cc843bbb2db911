// The CUDA path of estimators.h: same semantics, same outputs (to fp32 rounding), computed on
// the device. This header has no CUDA types, so any C++ code may include it; without a CUDA
// build (AGENTRL_CUDA=OFF) or without a GPU, CudaDeviceAvailable() says why and the entry
// points return that reason as an error.
//
// Shape of the computation (estimators_cuda.cu explains more):
//  - scan estimators: a fixed three-phase chunked scan over the packed buffer. Tiles of 4096
//    tokens (256 threads × 16 tokens, 16-byte vector loads); each token is an affine map of the
//    carried state (advantage, critic advantage, next value), a sequence's last token composes
//    a reset to its bootstrap, so sequence ends need no special tiling. Phase 1 reduces each
//    tile to one map, phase 2 scans the tile maps in one block, phase 3 rescans each tile from
//    its carry-in and writes (staged through shared memory, stored coalesced). Every reduction
//    has a fixed shape and order (no atomics on floats, no dynamic look-back), so a given input
//    produces the same bits on every run. cuda_twin.h replays the same computation on the host.
//    CudaOptions::single_pass instead runs one kernel that reads each token once: tiles publish
//    their maps and a look-back applies the maps of the tiles it passes, one by one, to the
//    nearest published state, which makes its bits independent of how far it looked.
//  - outcome estimators: per-sequence reward sums and trainable counts reuse the same scan;
//    group statistics run on the device after a stable radix sort by group id (CUB), with no
//    host round trip (the group count stays on the device); the per-sequence advantages are
//    broadcast to tokens. cuda_twin.h replays this too.
//  - whitening: per-tile fp64 partial sums, reduced in a fixed order, then applied.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "agentrl/core/status.h"
#include "agentrl/kernels/estimators.h"
#include "agentrl/kernels/packed_batch.h"

namespace agentrl::kernels {

// Device pointers with the PackedBatch layout. Alignment: 16-byte aligned rewards, values and
// mask take the vector-load path; anything else works through scalar loads.
struct CudaPackedBatch {
  const int64_t* cu_seqlens;
  const float* rewards;
  const float* values;
  const uint8_t* mask;
  const uint8_t* terminated;
  const float* bootstrap_value;
  const int64_t* group;
  int64_t num_sequences;
  int64_t num_tokens;
};

// True when this build has the CUDA path and a device is present; otherwise false with the
// reason in *why (e.g. "built without CUDA", "no CUDA device: ...").
bool CudaDeviceAvailable(std::string* why = nullptr);

// Implementation choices, for A/B measurements; the defaults are what the library means to use.
struct CudaOptions {
  // Scratch from the library's own pool, which keeps up to 64 MiB between calls (false: the
  // device's default pool, which returns memory to the driver at every synchronisation).
  bool own_scratch_pool = true;
  // One kernel with a deterministic decoupled look-back, reading each token once, instead of
  // the three-phase scan, which reads it twice. Also bitwise reproducible, but its carries
  // between tiles are rounded along a different (sequential) path, so its bits differ from the
  // three-phase scan's by rounding. Off by default until a GPU run has timed and checked it
  // (bench/gpu/run.sh times and checks both).
  bool single_pass = false;
  // Wait for the work before returning, so errors raised while the kernels run are reported by
  // this call. false: return once everything is queued on the stream (no call into the host
  // waits mid-way for any estimator); outputs are ready when the stream reaches that point, and
  // a kernel's fault shows at the caller's next synchronisation. That is what lets the call
  // overlap other work or be captured in a CUDA graph. Same bits either way.
  bool synchronize = true;
};

// Runs the estimator on device data; adv and ret are device buffers of num_tokens floats.
// `stream` is a cudaStream_t (nullptr: the default stream). Workspace is allocated and freed
// stream-ordered inside; the call synchronises the stream unless options.synchronize is false.
// The batch must satisfy PackedBatchView::Validate (not re-checked on the device).
Status CudaEstimate(const CudaPackedBatch& batch, const EstimatorParams& p, float* adv, float* ret,
                    void* stream, const CudaOptions& options = {});

struct CudaTiming {
  double kernel_ms = 0;  // device time of CudaEstimate alone (CUDA events)
};

// Host convenience for tests, the CLI and benchmarks: copies a validated host batch to the
// device, runs CudaEstimate, copies the results back.
Status CudaEstimateHost(const PackedBatchView& batch, const EstimatorParams& p,
                        std::span<float> adv, std::span<float> ret, CudaTiming* timing = nullptr,
                        const CudaOptions& options = {});

// What the compiler and the occupancy calculator say about the scan's kernels on the current
// device, for benchmark reports (bench/gpu): how many blocks of each fit on one SM decides how
// much memory traffic an SM keeps in flight.
struct CudaKernelInfo {
  std::string name;
  int threads = 0;           // per block, as launched
  int registers = 0;         // per thread
  int64_t local_bytes = 0;   // per thread: spills and stack
  int64_t shared_bytes = 0;  // static, per block
  int blocks_per_sm = 0;     // resident at once (cudaOccupancyMaxActiveBlocksPerMultiprocessor)
};
Status CudaDescribeKernels(std::vector<CudaKernelInfo>* out);

}  // namespace agentrl::kernels
