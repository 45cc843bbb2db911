// The CPU twin of the CUDA estimators: the tile scans of estimators_cuda.cu (three-phase, or
// single-pass with options.single_pass; the other CudaOptions do not change bits) run on the
// host, thread by thread and warp by warp, with the same per-thread code
// (kernels/src/tile_scan.cuh), the same tiles, the same combining trees and the same fp32/fp64
// arithmetic; the outcome estimators' group statistics and whitening likewise
// (kernels/src/group_stats.cuh). It exists so the CUDA path's algorithm and numerics are tested
// on every machine, GPU or not (tests/kernels/cuda_twin_test.cc), and so the GPU check can
// compare the device's output with it token by token (bench/gpu/advantages_gpu.cu). It is slow
// (one host thread) and covers every estimator.
#pragma once

#include <span>

#include "agentrl/core/status.h"
#include "agentrl/kernels/cuda_estimators.h"
#include "agentrl/kernels/estimators.h"
#include "agentrl/kernels/packed_batch.h"

namespace agentrl::kernels {

// adv and ret hold num_tokens floats. Errors: invalid parameters or batch, or wrong output sizes.
Status CudaTwinEstimate(const PackedBatchView& batch, const EstimatorParams& p,
                        std::span<float> adv, std::span<float> ret,
                        const CudaOptions& options = {});

}  // namespace agentrl::kernels
