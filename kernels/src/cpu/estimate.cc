// The public entry points of the fast CPU path (estimators.h): CpuSimdLanes and CpuEstimate,
// which partitions the batch once and hands it to the estimator's family.
#include <algorithm>

#include "agentrl/core/parallel.h"
#include "agentrl/kernels/estimators.h"
#include "estimate_families.h"
#include "isa.h"
#include "work_items.h"

namespace agentrl::kernels {

int CpuSimdLanes() {
#if AGENTRL_SIMD_SCAN16
  static const bool avx512 =
      __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
      __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512dq");
  if (avx512) return 16;
#endif
#if AGENTRL_SIMD_SCAN
  return 8;
#else
  return 1;
#endif
}

void CpuEstimate(const PackedBatchView& batch, const EstimatorParams& p, std::span<float> adv,
                 std::span<float> ret, const CpuOptions& options) {
  const int threads = ResolveThreads(options.threads);
  const std::vector<cpu::WorkItem> items =
      cpu::Partition(batch, std::max<int64_t>(options.chunk_tokens, 1), options.parallel_pieces);
  if (IsScanEstimator(p.estimator)) {
    cpu::ScanEstimate(batch, p, adv, ret, items, threads, cpu::ResolveLanes(options.simd_lanes));
  } else {
    cpu::OutcomeEstimate(batch, p, adv, ret, items, threads, cpu::ResolveLanes(options.simd_lanes));
  }
}

namespace cpu {

int ResolveLanes(int requested) {
  const int widest = CpuSimdLanes();
  if (requested <= 0) return widest;
  return requested >= 16 ? widest : requested >= 8 ? std::min(8, widest) : 1;
}

}  // namespace cpu
}  // namespace agentrl::kernels
