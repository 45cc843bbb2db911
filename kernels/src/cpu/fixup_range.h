// Phase 3 of the three-phase scan (FixupRange): adds to a piece, written in phase 1 from a
// zero carry-in, what its true carry-in contributes, a geometric decay per output, cut short
// once that decay falls below the carry-in's own rounding.
//
// Internal linkage (an unnamed namespace) on purpose: only the CPU estimators' .cc files include
// this, and it keeps GCC's interprocedural choices (inlining, constant propagation) the same as
// when the fast path was one translation unit.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <type_traits>

#include "isa.h"
#include "moments.h"
#include "scan_step.h"
#include "simd_avx2.h"

namespace agentrl::kernels::cpu {
namespace {

// Phase 3 of a split sequence. Phase 1 wrote the piece from a zero carry-in; this adds what
// its true carry-in contributes. The difference between the two scans obeys
// Δ_t = c_t·Δ_{t+1} from Δ = a_in at the piece's right edge (c_t = 1 at a mask-0 token in carry
// mode), except at the piece's rightmost trainable token in carry mode, whose δ also reads the
// carried next value: there Δ = c·Δ + γ·nv_in. The critic's Δc runs alike with cc from ac_in.
// The return moves with the advantage (with Δc under a decoupled λ). Phase 1 fed the piece's
// trainable outputs to stats as it wrote them; the fix-up moves the ones it changes there too
// (Moments::Replace), so stats ends up with the final values without a pass over the rest. With
// AVX2, blocks of eight take Δ_t = c^k·Δ (k = the c ≠ 1 among lanes t..7, exact fp64 powers in fp32
// lanes) and one FMA per output.
constexpr int kFixupCutBits = 32;  // see FixupRange's `settled`

template <MaskMode kMode, bool kReturns, bool kCritic>
void FixupRange(const ScanArgs& args, int64_t begin, int64_t end, const SeqParams& sp,
                const Carry& in, Moments* stats) {
  constexpr bool kCarry = kMode == MaskMode::kCarry;
  const uint8_t* __restrict m = args.b->mask.data();
  float* __restrict adv = args.adv;
  float* __restrict ret = args.ret;
  const double c = kReturns ? args.gamma : sp.c, cc = kReturns ? args.gamma : sp.cc;
  double d = in.a, dc = in.ac;
  bool seen = false;
  auto token = [&](int64_t t) {
    const bool mt = m[t] != 0;
    if (!kCarry || mt) {
      const double e = (kCarry && !kReturns && !seen) ? args.gamma * in.nv : 0.0;
      d = MulAdd(c, d, e);
      if constexpr (kCritic) dc = MulAdd(cc, dc, e);
    }
    seen = seen || mt;
    const float old = adv[t];
    adv[t] += static_cast<float>(d);
    ret[t] += static_cast<float>(kCritic ? dc : d);
    if (stats && mt) stats->Replace(old, adv[t]);
  };
  // Past the rightmost trainable token |Δ| only shrinks (|c|, |cc| ≤ 1, as CheckParams
  // demands). The fix-up stops once |Δ| and |Δc| are at most 2^-32 of the largest they could
  // have been there, |a_in| (|ac_in|) plus γ·|nv_in| where nv_in enters: from then on what it
  // leaves out of any output is under 1/256 of the rounding error of the carry-in's own fp32
  // lanes (2^-24 relative), and nothing is left to do.
  // With γλ = 0.95 that is after 432 trainable tokens (running Δ down to fp32's smallest
  // normal took ~1.7k); with γ = λ = 1, never. The cut depends on the carry-in and the piece
  // alone, never on which worker runs it, so the bits still do not depend on the threads.
  const bool shrinks = std::abs(c) <= 1.0 && std::abs(cc) <= 1.0;
  const double entering = kCarry && !kReturns ? std::abs(args.gamma * in.nv) : 0.0;
  const double cut = std::ldexp(std::abs(in.a) + entering, -kFixupCutBits);
  const double cut_c = std::ldexp(std::abs(in.ac) + entering, -kFixupCutBits);
  auto settled = [&] {
    return shrinks && (!kCarry || kReturns || seen) && std::abs(d) <= cut &&
           (!kCritic || std::abs(dc) <= cut_c);
  };
  // The loops below ask for the lines kPrefetchTokens ahead of them. The first ones are asked
  // for here, all at once: in phase 3 a piece's right end has usually left the cache, and a
  // profile of phase 3 put much of a fix-up's time on its first loads. (What this alone gains
  // was not measured apart from the cut above.)
  constexpr int64_t kPrefetchTokens = 512;
  const int64_t ahead = std::max(begin, end - kPrefetchTokens);
  for (int64_t x = end - 1; x >= ahead; x -= 16) {
    __builtin_prefetch(adv + x, 1);
    __builtin_prefetch(ret + x, 1);
  }
  for (int64_t x = end - 1; x >= ahead; x -= 64) __builtin_prefetch(m + x);
  int64_t t = end - 1;
  // Up to and including the rightmost trainable token, where nv_in enters.
  if constexpr (kCarry && !kReturns) {
    for (; t >= begin && !seen; --t) token(t);
  }
#if AGENTRL_SIMD_SCAN
  simd::LaneReplace moments(stats);
  const std::array<double, 17> pow_c = simd::Powers<16>(c), pow_cc = simd::Powers<16>(cc);
  auto lanes = [](const std::array<double, 17>& p, int first, int step) {
    alignas(32) float x[8];
    for (int j = 0; j < 8; ++j) x[j] = static_cast<float>(p[first + step * j]);
    return _mm256_load_ps(x);
  };
  // Lane j of a full block passes 8 - j decays; a partial one picks c^k by its mask bits.
  const __m256 full_c = lanes(pow_c, 8, -1), full_cc = lanes(pow_cc, 8, -1);
  const __m256 pick_c = lanes(pow_c, 0, 1), pick_cc = lanes(pow_cc, 0, 1);
  const __m256 one = _mm256_set1_ps(1.f);
  // Adds Δ = dd (Δc = ddc) entering lane 7 of the block at t0..t0+7, whose mask bits are
  // `bits`, with its decays across the block.
  auto block = [&](int64_t t0, unsigned bits, double dd, double ddc) {
    __m256 w = full_c, wc = full_cc;
    if constexpr (kCarry) {
      if (bits == 0) {
        w = wc = one;
      } else if (bits != 0xFF) {
        const __m256i k = _mm256_cvtepu8_epi32(
            _mm_loadl_epi64(reinterpret_cast<const __m128i*>(simd::kSuffixTrainable[bits].data())));
        w = _mm256_permutevar8x32_ps(pick_c, k);
        if constexpr (kCritic) wc = _mm256_permutevar8x32_ps(pick_cc, k);
      }
    }
    const __m256 d_v = _mm256_set1_ps(simd::ToFloat(dd));
    const __m256 a_in = _mm256_loadu_ps(adv + t0);
    const __m256 a_out = _mm256_fmadd_ps(w, d_v, a_in);
    _mm256_storeu_ps(adv + t0, a_out);
    if constexpr (kCritic) {
      _mm256_storeu_ps(ret + t0, _mm256_fmadd_ps(wc, _mm256_set1_ps(simd::ToFloat(ddc)),
                                                 _mm256_loadu_ps(ret + t0)));
    } else {
      _mm256_storeu_ps(ret + t0, _mm256_fmadd_ps(w, d_v, _mm256_loadu_ps(ret + t0)));
    }
    if (stats) moments.Add(a_in, a_out, bits);
  };
  auto mask_bits = [&](int64_t t0, auto n_const) -> unsigned {
    constexpr int n = decltype(n_const)::value;
    if (!kCarry && !stats) return (1u << n) - 1;
    const __m128i mv = n == 16 ? _mm_loadu_si128(reinterpret_cast<const __m128i*>(m + t0))
                               : _mm_loadl_epi64(reinterpret_cast<const __m128i*>(m + t0));
    const unsigned all =
        static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpgt_epi8(mv, _mm_setzero_si128())));
    return all & ((1u << n) - 1);
  };
  auto decays_of = [&](unsigned bits8) { return kCarry ? std::popcount(bits8) : 8; };
  // c = 1 (γ = λ = 1, the usual setting for LLM post-training; with a decoupled critic also
  // cc = 1): Δ no longer changes, so every output to the left gains the same Δ, whatever the
  // mask. A plain streaming add, the same bits as the FMA by w = 1 below; it leaves nothing
  // for the loops after it but the last few tokens (and stats, when whitening, need the mask).
  if (args.lanes >= 8 && !stats && c == 1.0 && (!kCritic || cc == 1.0) && !settled()) {
    const __m256 d_v = _mm256_set1_ps(simd::ToFloat(d));
    const __m256 dr_v = kCritic ? _mm256_set1_ps(simd::ToFloat(dc)) : d_v;
    for (; t - 15 >= begin; t -= 16) {
      __builtin_prefetch(adv + t - kPrefetchTokens, 1);
      __builtin_prefetch(ret + t - kPrefetchTokens, 1);
      for (const int64_t t0 : {t - 7, t - 15}) {
        _mm256_storeu_ps(adv + t0, _mm256_add_ps(_mm256_loadu_ps(adv + t0), d_v));
        _mm256_storeu_ps(ret + t0, _mm256_add_ps(_mm256_loadu_ps(ret + t0), dr_v));
      }
    }
  }
  // Sixteen tokens a step: the block below takes Δ·c^k (k = the upper block's decays) and the
  // next step Δ·c^(k + k'), both straight from Δ, so the fp64 chain from step to step is one
  // multiply per sixteen tokens instead of two.
  for (; args.lanes >= 8 && t - 15 >= begin && !settled(); t -= 16) {
    const int64_t t0 = t - 15;
    __builtin_prefetch(m + t - kPrefetchTokens);
    __builtin_prefetch(adv + t - kPrefetchTokens, 1);
    __builtin_prefetch(ret + t - kPrefetchTokens, 1);
    const unsigned bits = mask_bits(t0, std::integral_constant<int, 16>{});
    const unsigned hi = bits >> 8, lo = bits & 0xFF;
    const int k_hi = decays_of(hi), k = k_hi + decays_of(lo);
    block(t0 + 8, hi, d, dc);
    block(t0, lo, d * pow_c[k_hi], kCritic ? dc * pow_cc[k_hi] : 0.0);
    d *= pow_c[k];
    if constexpr (kCritic) dc *= pow_cc[k];
  }
  for (; args.lanes >= 8 && t - 7 >= begin && !settled(); t -= 8) {
    const unsigned bits = mask_bits(t - 7, std::integral_constant<int, 8>{});
    block(t - 7, bits, d, dc);
    d *= pow_c[decays_of(bits)];
    if constexpr (kCritic) dc *= pow_cc[decays_of(bits)];
  }
  if (stats) moments.Fold();
#endif
  for (; t >= begin && !settled(); --t) token(t);
}

}  // namespace
}  // namespace agentrl::kernels::cpu
