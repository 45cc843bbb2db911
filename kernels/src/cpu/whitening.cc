// ApplyWhitening (whitening.h) and the public WhitenMasked (estimators.h).
#include "whitening.h"

#include <algorithm>

#include "agentrl/core/parallel.h"
#include "agentrl/kernels/estimators.h"
#include "estimate_families.h"
#include "isa.h"
#include "simd_avx2.h"

namespace agentrl::kernels::cpu {
namespace {

// Feeds x_t of the trainable tokens of [begin, end) to stats: eight at a time where `lanes`
// allows (LaneMoments, from the right end down), else one at a time.
void AddTrainable(Moments* stats, const float* __restrict x, const uint8_t* __restrict m,
                  int64_t begin, int64_t end, int lanes) {
  int64_t t = end;
#if AGENTRL_SIMD_SCAN
  if (lanes >= 8) {
    simd::LaneMoments moments(stats);
    for (; t - 8 >= begin; t -= 8) {
      const __m128i m8 = _mm_loadl_epi64(reinterpret_cast<const __m128i*>(m + t - 8));
      const unsigned bits =
          ~static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(m8, _mm_setzero_si128()))) &
          0xFFu;
      moments.Add(_mm256_loadu_ps(x + t - 8), bits);
    }
    moments.Fold();
  }
#else
  (void)lanes;
#endif
  for (; t-- > begin;)
    if (m[t]) stats->Add(x[t]);
}

#if AGENTRL_SIMD_SCAN16
#pragma GCC push_options
#pragma GCC target("avx512f,avx512bw,avx512vl,avx512dq")
// ApplyWhitening's x_t -> (x_t - mean)·scale over [begin, end), sixteen tokens at a time, the
// same fp64 arithmetic (and so the same bits) as one at a time; with zero_unmasked, mask-0
// tokens become 0. Returns where the blocks stopped (the tokens below it are left).
int64_t Standardize(float* __restrict x, const uint8_t* __restrict m, int64_t begin, int64_t end,
                    double mean, double scale, bool zero_unmasked) {
  const __m512d mean_v = _mm512_set1_pd(mean), scale_v = _mm512_set1_pd(scale);
  auto half = [&](__m256 h) {
    return _mm512_cvtpd_ps(_mm512_mul_pd(_mm512_sub_pd(_mm512_cvtps_pd(h), mean_v), scale_v));
  };
  int64_t t = begin;
  for (; t + 16 <= end; t += 16) {
    const __m512 v = _mm512_loadu_ps(x + t);
    __m512 y = _mm512_insertf32x8(_mm512_castps256_ps512(half(_mm512_castps512_ps256(v))),
                                  half(_mm512_extractf32x8_ps(v, 1)), 1);
    if (zero_unmasked) {
      const __m128i m16 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(m + t));
      y = _mm512_maskz_mov_ps(_mm_test_epi8_mask(m16, m16), y);
    }
    _mm512_storeu_ps(x + t, y);
  }
  return t;
}
#pragma GCC pop_options
#endif

}  // namespace

void WhitenRange(float* x, const uint8_t* mask, int64_t begin, int64_t end, double mean,
                 double scale, bool zero_unmasked, int lanes) {
  int64_t t = begin;
#if AGENTRL_SIMD_SCAN16
  if (lanes >= 16) t = Standardize(x, mask, t, end, mean, scale, zero_unmasked);
#else
  (void)lanes;
#endif
  for (; t < end; ++t) {
    x[t] = (zero_unmasked && !mask[t]) ? 0.0f : static_cast<float>((x[t] - mean) * scale);
  }
}

void ApplyWhitening(std::span<float> x, std::span<const uint8_t> mask, const MergedMoments& mm,
                    bool zero_unmasked, const std::vector<WorkItem>& items, int threads,
                    int lanes) {
  if (mm.n == 0) return;
  const double mean = mm.mean, scale = mm.scale();
  ForItems(items, threads, [&](size_t lo, size_t hi) {
    for (size_t k = lo; k < hi; ++k) {
      WhitenRange(x.data(), mask.data(), items[k].begin, items[k].end, mean, scale, zero_unmasked,
                  lanes);
    }
  });
}

}  // namespace agentrl::kernels::cpu

namespace agentrl::kernels {

void WhitenMasked(std::span<float> x, std::span<const uint8_t> mask, bool zero_unmasked,
                  int threads) {
  constexpr int64_t kChunk = 1 << 15;
  std::vector<cpu::WorkItem> items;
  const int64_t total = static_cast<int64_t>(x.size());
  for (int64_t s = 0; s < total; s += kChunk)
    items.push_back({s, std::min(s + kChunk, total), 0, 0, true, false});
  std::vector<cpu::Moments> stats(items.size());
  const int lanes = cpu::ResolveLanes(0);
  cpu::ForItems(items, ResolveThreads(threads), [&](size_t lo, size_t hi) {
    for (size_t k = lo; k < hi; ++k)
      cpu::AddTrainable(&stats[k], x.data(), mask.data(), items[k].begin, items[k].end, lanes);
  });
  cpu::MergedMoments mm;
  for (const cpu::Moments& m : stats) mm.Merge(m);
  cpu::ApplyWhitening(x, mask, mm, zero_unmasked, items, ResolveThreads(threads), lanes);
}

}  // namespace agentrl::kernels
