// Per-sequence sums over work items (trainable tokens, rewards), for gae_adaptive's λ_i and the
// group estimators' scores, and the vectorised masked sum they and the undiscounted piece
// summaries use. fp64 sums in an order fixed by the items and `lanes` alone.
//
// Internal linkage (an unnamed namespace) on purpose: only the CPU estimators' .cc files include
// this, and it keeps GCC's interprocedural choices (inlining, constant propagation) the same as
// when the fast path was one translation unit.
#pragma once

#include <bit>
#include <cstdint>
#include <vector>

#include "agentrl/kernels/packed_batch.h"
#include "isa.h"
#include "work_items.h"

namespace agentrl::kernels::cpu {

namespace {

// Sum of r_t over the trainable tokens of [begin, end), in fp64 (integer rewards stay exact).
// The order of the additions depends on `lanes` only.
// kMasked = false: the sum over all tokens (m is not read).
template <bool kMasked = true>
double MaskedSum(const float* __restrict r, const uint8_t* __restrict m, int64_t begin, int64_t end,
                 int lanes) {
  double sum = 0;
  int64_t t = begin;
#if AGENTRL_SIMD_SCAN
  if (lanes >= 8) {
    __m256d acc[4] = {_mm256_setzero_pd(), _mm256_setzero_pd(), _mm256_setzero_pd(),
                      _mm256_setzero_pd()};
    for (; t + 16 <= end; t += 16) {
      // Often the first pass over these tokens (a piece whose carry-in is not known yet): ask
      // for them well ahead, one line of r per step.
      __builtin_prefetch(r + t + 1024);
      if (kMasked && ((t - begin) & 63) == 0) __builtin_prefetch(m + t + 1024);
      for (int h = 0; h < 2; ++h) {
        __m256 x = _mm256_loadu_ps(r + t + 8 * h);
        if constexpr (kMasked) {
          const __m256i m32 = _mm256_cvtepu8_epi32(
              _mm_loadl_epi64(reinterpret_cast<const __m128i*>(m + t + 8 * h)));
          x = _mm256_and_ps(_mm256_castsi256_ps(_mm256_cmpgt_epi32(m32, _mm256_setzero_si256())),
                            x);
        }
        acc[2 * h] = _mm256_add_pd(acc[2 * h], _mm256_cvtps_pd(_mm256_castps256_ps128(x)));
        acc[2 * h + 1] =
            _mm256_add_pd(acc[2 * h + 1], _mm256_cvtps_pd(_mm256_extractf128_ps(x, 1)));
      }
    }
    alignas(32) double lane[4];
    _mm256_store_pd(lane,
                    _mm256_add_pd(_mm256_add_pd(acc[0], acc[1]), _mm256_add_pd(acc[2], acc[3])));
    sum = (lane[0] + lane[1]) + (lane[2] + lane[3]);
  }
#else
  (void)lanes;
#endif
  for (; t < end; ++t)
    if (!kMasked || m[t]) sum += r[t];
  return sum;
}

// The trainable tokens (m_t != 0) of [begin, end), 32 mask bytes per compare where AVX2 is on.
inline int64_t CountTrainable(const uint8_t* __restrict m, int64_t begin, int64_t end) {
  int64_t count = 0, t = begin;
#if AGENTRL_SIMD_SCAN
  for (; t + 32 <= end; t += 32) {
    const __m256i zero = _mm256_cmpeq_epi8(
        _mm256_loadu_si256(reinterpret_cast<const __m256i*>(m + t)), _mm256_setzero_si256());
    count += 32 - std::popcount(static_cast<uint32_t>(_mm256_movemask_epi8(zero)));
  }
#endif
  for (; t < end; ++t) count += m[t] != 0;
  return count;
}

}  // namespace

// Per-sequence sums over items: trainable tokens and rewards (pieces summed in order). Either
// may be nullptr: not computed (without the count, the mask is not read).
void SequenceSums(const PackedBatchView& b, const std::vector<WorkItem>& items, int threads,
                  int lanes, std::vector<int64_t>* trainable, std::vector<double>* reward_sum);

}  // namespace agentrl::kernels::cpu
