// Sixteen-lane AVX-512 blocks of the scan estimators (namespace simd16): the same block scan
// as simd_avx2.h with twice the lanes, and a masked block for a range's last few tokens.
// Compiled for AVX-512 F/BW/VL/DQ with GCC whatever the -march (isa.h), run only where the CPU
// has it (CpuSimdLanes).
//
// Internal linkage (an unnamed namespace) on purpose: only the CPU estimators' .cc files include
// this, and it keeps GCC's interprocedural choices (inlining, constant propagation) the same as
// when the fast path was one translation unit.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <type_traits>

#include "isa.h"
#include "moments.h"
#include "scan_step.h"
#include "simd_avx2.h"

#if AGENTRL_SIMD_SCAN16
#pragma GCC push_options
#pragma GCC target("avx512f,avx512bw,avx512vl,avx512dq")
namespace agentrl::kernels::cpu {
namespace {

// Sixteen tokens per AVX-512 step, the same three stages as simd::ScanBlocks with twice the
// lanes. Carry mode finds each lane's next trainable value with one two-source permute of
// (v, carried value), indexed by the minimum of two table rows, one per half's mask bits
// (kNextLow, kNextHigh: two loads and a min, cheaper than building the index from the
// eight-lane table). The block's suffix scan takes four steps: two within
// 128-bit lanes as before, then each even 128-bit lane composes with the next one's total, then
// the low 256 bits with the high half's total (masked FMAs). The carry stays fp64, multiplied by
// exact powers c^n, n ≤ 16.
namespace simd16 {

// The suffix scan in four steps: lane j composes with lane j + 1, then j + 2, within each 128-bit
// lane (lanes without a partner keep their map: the shifted-in 0 is d's identity, and the masked
// product leaves their c alone), then each even 128-bit lane with the next one's total, then the
// low 256 bits with the high half's total (masked FMAs). As in simd::Stages, the multipliers
// depend on c alone.
struct Stages {
  __m512 step[4];  // d's multiplier at each step: c before that step
  __m512 total;    // C_j
};

// Lanes 0-3 and 8-11 get lane 4's and lane 12's value; lanes 0-7 lane 8's. The other lanes
// come out 0: the steps that use these leave those lanes alone (masked). (The unmasked
// permute trips GCC 12's -Wuninitialized on the intrinsic's own undefined operand.)
// The masks are 0x0F0F and 0x00FF (see StepMasks).
inline __m512 FromUpperQuarter(__m512 x, __mmask16 quarter = 0x0F0F) {
  return _mm512_maskz_permutexvar_ps(
      quarter, _mm512_setr_epi32(4, 4, 4, 4, 0, 0, 0, 0, 12, 12, 12, 12, 0, 0, 0, 0), x);
}
inline __m512 FromUpperHalf(__m512 x, __mmask16 half = 0x00FF) {
  return _mm512_maskz_permutexvar_ps(half, _mm512_set1_epi32(8), x);
}

inline Stages StagesOf(__m512 c) {
  Stages s;
  s.step[0] = c;
  c = _mm512_mask_mul_ps(c, 0x7777, c,
                         _mm512_castsi512_ps(_mm512_bsrli_epi128(_mm512_castps_si512(c), 4)));
  s.step[1] = c;
  c = _mm512_mask_mul_ps(c, 0x3333, c,
                         _mm512_castsi512_ps(_mm512_bsrli_epi128(_mm512_castps_si512(c), 8)));
  s.step[2] = c;
  c = _mm512_mask_mul_ps(c, 0x0F0F, c, FromUpperQuarter(c));
  s.step[3] = c;
  s.total = _mm512_mask_mul_ps(c, 0x00FF, c, FromUpperHalf(c));
  return s;
}

// The masks of the last two steps, made once per loop and hidden from the compiler's constant
// propagation: as immediates, it chose to make them again (two instructions each) in every
// block once the loop's other paths also wanted mask registers.
struct StepMasks {
  __mmask16 quarter = 0x0F0F, half = 0x00FF;
  StepMasks() { asm("" : "+k"(quarter), "+k"(half)); }
};

inline __m512 ScanD(const Stages& s, __m512 d, const StepMasks& k) {
  d = _mm512_fmadd_ps(s.step[0],
                      _mm512_castsi512_ps(_mm512_bsrli_epi128(_mm512_castps_si512(d), 4)), d);
  d = _mm512_fmadd_ps(s.step[1],
                      _mm512_castsi512_ps(_mm512_bsrli_epi128(_mm512_castps_si512(d), 8)), d);
  d = _mm512_mask3_fmadd_ps(s.step[2], FromUpperQuarter(d, k.quarter), d, k.quarter);
  return _mm512_mask3_fmadd_ps(s.step[3], FromUpperHalf(d, k.half), d, k.half);
}

// The next trainable lane to the right of each lane, from two rows indexed by the block's mask
// bits: kNextLow[lo] holds, for lanes 0..7, the next set bit of lo above the lane, or 99 (none
// in the low half); kNextHigh[hi] holds, for lanes 0..7, the high half's first set bit, and for
// lanes 8..15 the next set bit above the lane, or 16 (none: the carried value). Their lane-wise
// minimum indexes a two-source permute of (v, carried value).
struct alignas(64) LaneRow {
  uint32_t lane[16];
};
constexpr std::array<LaneRow, 256> MakeNextLow() {
  std::array<LaneRow, 256> t{};
  for (int bits = 0; bits < 256; ++bits) {
    for (int j = 0; j < 16; ++j) t[bits].lane[j] = 99;
    for (int j = 0; j < 8; ++j)
      if (simd::kNextTrainable[bits][j] < 8) t[bits].lane[j] = simd::kNextTrainable[bits][j];
  }
  return t;
}
constexpr std::array<LaneRow, 256> MakeNextHigh() {
  std::array<LaneRow, 256> t{};
  for (int bits = 0; bits < 256; ++bits) {
    const uint32_t first = bits ? 8u + std::countr_zero(static_cast<unsigned>(bits)) : 16u;
    for (int j = 0; j < 8; ++j) {
      t[bits].lane[j] = first;
      t[bits].lane[8 + j] = 8u + simd::kNextTrainable[bits][j];  // 8 + 8 = 16: none
    }
  }
  return t;
}
alignas(64) constexpr std::array<LaneRow, 256> kNextLow = MakeNextLow();
alignas(64) constexpr std::array<LaneRow, 256> kNextHigh = MakeNextHigh();

// simd::LaneMoments with sixteen lanes and mask registers: masked-off lanes come out of the
// subtraction as 0, whatever they held.
class LaneMoments {
 public:
  explicit LaneMoments(Moments* m) : m_(m) {
    if (m != nullptr && m->n > 0) SetShift(m->shift);
  }
  void Add(__m512 x, unsigned bits) {
    if (bits == 0) return;
    if (!has_shift_) {
      alignas(64) float lane[16];
      _mm512_store_ps(lane, x);
      SetShift(lane[31 - std::countl_zero(bits)]);
    }
    const __m512d lo = _mm512_maskz_sub_pd(static_cast<__mmask8>(bits & 0xFFu),
                                           _mm512_cvtps_pd(_mm512_castps512_ps256(x)), shift_);
    const __m512d hi = _mm512_maskz_sub_pd(static_cast<__mmask8>(bits >> 8),
                                           _mm512_cvtps_pd(_mm512_extractf32x8_ps(x, 1)), shift_);
    s_[0] = _mm512_add_pd(s_[0], lo), s_[1] = _mm512_add_pd(s_[1], hi);
    q_[0] = _mm512_fmadd_pd(lo, lo, q_[0]), q_[1] = _mm512_fmadd_pd(hi, hi, q_[1]);
    n_ += std::popcount(bits);
  }
  void Fold() {
    if (n_ == 0) return;
    alignas(64) double s[16], q[16];
    _mm512_store_pd(s, s_[0]), _mm512_store_pd(s + 8, s_[1]);
    _mm512_store_pd(q, q_[0]), _mm512_store_pd(q + 8, q_[1]);
    simd::FoldLanes(m_, shift_d_, n_, s, q, 16);
    n_ = 0;
    s_[0] = s_[1] = q_[0] = q_[1] = _mm512_setzero_pd();
  }

 private:
  void SetShift(double x) { shift_d_ = x, shift_ = _mm512_set1_pd(x), has_shift_ = true; }

  Moments* m_;
  bool has_shift_ = false;
  double shift_d_ = 0;
  __m512d shift_ = _mm512_setzero_pd();
  __m512d s_[2] = {_mm512_setzero_pd(), _mm512_setzero_pd()};
  __m512d q_[2] = {_mm512_setzero_pd(), _mm512_setzero_pd()};
  double n_ = 0;
};

// As simd::ScanBlocks, sixteen tokens at a time.
template <MaskMode kMode, bool kReturns, bool kCritic, bool kSens>
int64_t ScanBlocks(const ScanArgs& args, int64_t begin, int64_t end, const SeqParams& sp,
                   StepMaker<kMode, kReturns>& make, double& a_io, double& ac_io, Moments* stats,
                   simd::SummaryCoefficients* sum) {
  const PackedBatchView& b = *args.b;
  const float* __restrict r_ptr = b.rewards.data();
  const float* __restrict v_ptr = b.values.data();
  const uint8_t* __restrict m_ptr = b.mask.data();
  float* __restrict adv = args.adv;
  float* __restrict ret = args.ret;
  // The carried state in registers: through the references, every block would store it and
  // load it back (stats and the summary are doubles the compiler cannot rule out as aliases),
  // putting a store-to-load forwarding on the carry's critical path.
  double a = a_io, ac = ac_io, next_v = make.v_next;
  bool seen = make.seen;
  LaneMoments moments(stats);
  simd::SummaryCoefficients coef = kSens ? *sum : simd::SummaryCoefficients{};
  const double gamma = args.gamma;  // a local: through args, it was loaded again every block
  const double c_d = kReturns ? gamma : sp.c, cc_d = kReturns ? gamma : sp.cc;
  const std::array<double, 17> pow_c = simd::Powers<16>(c_d), pow_cc = simd::Powers<16>(cc_d);
  const __m512 c_v = _mm512_set1_ps(static_cast<float>(c_d));
  const __m512 cc_v = _mm512_set1_ps(static_cast<float>(cc_d));
  const __m512 gamma_v = _mm512_set1_ps(static_cast<float>(gamma));
  const __m512 one = _mm512_set1_ps(1.f);
  const __m512i shift1 = _mm512_setr_epi32(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16);
  const __m512i iota = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
  const StepMasks step_masks;
  const Stages uni_c = StagesOf(c_v), uni_cc = StagesOf(cc_v), uni_1 = StagesOf(one);
  // How far ahead the loop asks for lines (other distances: bench/results/kernel_history.md).
  constexpr int64_t kPrefetchTokens = 512;
  // Carry mode: where the value of the next trainable token is (the carried one, held as a
  // float since it came from the inputs, or an input), broadcast from memory each block.
  const float nv_in = static_cast<float>(make.nv);
  const float* nv_at = &nv_in;
  using Full = std::integral_constant<__mmask16, 0xFFFF>;
  // The block of tokens [t0, t0 + 16). valid: Full, or (the range's last block, shorter than
  // 16 tokens: its left end is the range's) the mask of its lanes k..15 that hold tokens. The
  // lanes below k are neither loaded nor stored, and enter the scan as steps that leave the
  // state unchanged (c = 1, d = 0; in carry mode, mask 0 is that), so lane 0 ends with lane k's
  // state.
  auto block_at = [&](const int64_t t0, auto valid) __attribute__((always_inline)) {
    constexpr bool kPartial = !std::is_same_v<decltype(valid), Full>;
    // Addresses below the batch are formed for the masked-off lanes: as integers, not pointers.
    auto at = [&](auto* p) {
      return reinterpret_cast<decltype(p)>(reinterpret_cast<intptr_t>(p) +
                                           t0 * int64_t{sizeof(*p)});
    };
    __m512 r, v;
    __m128i m8;
    if constexpr (kPartial) {
      r = _mm512_maskz_loadu_ps(valid, at(r_ptr));
      v = _mm512_maskz_loadu_ps(valid, at(v_ptr));
      m8 = _mm_maskz_loadu_epi8(valid, at(m_ptr));
    } else {
      r = _mm512_loadu_ps(r_ptr + t0);
      v = _mm512_loadu_ps(v_ptr + t0);
      m8 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(m_ptr + t0));
    }
    auto store = [&](float* p, __m512 x) __attribute__((always_inline)) {
      if constexpr (kPartial) {
        _mm512_mask_storeu_ps(at(p), valid, x);
      } else {
        _mm512_storeu_ps(p + t0, x);
      }
    };
    const __mmask16 m = _mm_test_epi8_mask(m8, m8);
    const unsigned bits = m;
    using AllLanes = std::integral_constant<unsigned, 0xFFFFu>;
    using NoLanes = std::integral_constant<unsigned, 0u>;
    using Sixteen = std::integral_constant<int, 16>;
    using Zero = std::integral_constant<int, 0>;
    // The rest of the block, from its steps' d (not yet scanned), their multipliers and what the
    // return adds. Inlined into each kind of block, with the mask bits and the count of decays
    // as constants where the kind fixes them, so that the summary's Join and the moments fold
    // away instead of running in their general form.
    // arrange(D, total) may move lanes of the scanned D and of the multipliers of the carried
    // state before the outputs are made (see the single-transition blocks below).
    auto finish = [&](auto bits_of, auto decays_of, const Stages& sc, const Stages& scc, __m512 d,
                      __m512 v_ret, auto arrange) __attribute__((always_inline)) {
      const unsigned kind_bits = bits_of;  // a constant where the kind of block fixes it
      const int decays = decays_of;
      __m512 dc = d, total = sc.total, total_c = scc.total;
      // No decays in a carry-mode block: every step is (1, 0), and the scan leaves d = +0.
      if constexpr (!std::is_same_v<decltype(decays_of), Zero>) {
        d = ScanD(sc, d, step_masks);
        if constexpr (kCritic) dc = ScanD(scc, dc, step_masks);
      }
      arrange(d, total);
      if constexpr (kCritic) arrange(dc, total_c);
      if constexpr (kSens) {
        coef.Join<kMode == MaskMode::kCarry && !kReturns, kCritic>(kind_bits, decays, seen, gamma,
                                                                   pow_c.data(), pow_cc.data());
      }
      const __m512 a_out = _mm512_fmadd_ps(total, _mm512_set1_ps(simd::ToFloat(a)), d);
      store(adv, a_out);
      if constexpr (kCritic) {
        const __m512 ac_out = _mm512_fmadd_ps(total_c, _mm512_set1_ps(simd::ToFloat(ac)), dc);
        store(ret, _mm512_add_ps(ac_out, v_ret));
        ac = MulAdd(pow_cc[decays], ac, _mm512_cvtss_f32(dc));
      } else {
        store(ret, _mm512_add_ps(a_out, v_ret));
      }
      a = MulAdd(pow_c[decays], a, _mm512_cvtss_f32(d));
      if (stats) moments.Add(a_out, kind_bits);
    };
    const auto as_is = [](__m512&, __m512&) {};
    if constexpr (kReturns) {
      const __m512 d = _mm512_maskz_mov_ps(m, r);
      if constexpr (kMode == MaskMode::kCarry) {
        const Stages sc = bits == 0xFFFFu ? uni_c
                          : bits == 0     ? uni_1
                                          : StagesOf(_mm512_mask_blend_ps(m, one, c_v));
        finish(bits, std::popcount(bits), sc, sc, d, _mm512_setzero_ps(), as_is);
      } else if constexpr (kPartial) {
        const Stages sc = StagesOf(_mm512_mask_blend_ps(valid, one, c_v));
        finish(bits, std::popcount(static_cast<unsigned>(valid)), sc, sc, d, _mm512_setzero_ps(),
               as_is);
      } else {
        finish(bits, Sixteen{}, uni_c, uni_c, d, _mm512_setzero_ps(), as_is);
      }
    } else if constexpr (kMode == MaskMode::kCarry) {
      const __m512 delta = _mm512_sub_ps(r, v);
      if (bits == 0xFFFFu) [[likely]] {  // lane j + 1's value is lane j's next, lane 15 takes nv
        const __m512 v_next = _mm512_permutex2var_ps(v, shift1, _mm512_set1_ps(*nv_at));
        nv_at = v_ptr + t0;
        finish(AllLanes{}, Sixteen{}, uni_c, uni_cc, _mm512_fmadd_ps(gamma_v, v_next, delta), v,
               as_is);
      } else if (bits == 0) {
        finish(NoLanes{}, Zero{}, uni_1, uni_1, _mm512_setzero_ps(), v, as_is);
      } else if ((bits & (bits + 1)) == 0) {
        // Lanes 0..k-1 trainable, k..15 not: a policy span ends inside the block. Lane k - 1's
        // next value is nv, and the multipliers of the carried state are c^(k-j) below lane k
        // and 1 from lane k up: the uniform totals moved up by 16 - k lanes, ones shifted in.
        // The uniform stages scan d to the same D as the block's own would: where the two
        // differ, the multiplier meets a partial sum of lanes k and up, which is 0.
        const int k = std::popcount(bits);
        const __m512i next = _mm512_mask_blend_epi32(static_cast<__mmask16>(bits >> 1),
                                                     _mm512_set1_epi32(16), shift1);
        const __m512 v_next = _mm512_permutex2var_ps(v, next, _mm512_set1_ps(*nv_at));
        nv_at = v_ptr + t0;
        const __m512i up = _mm512_add_epi32(iota, _mm512_set1_epi32(16 - k));
        finish(bits, k, uni_c, uni_cc, _mm512_maskz_fmadd_ps(m, gamma_v, v_next, delta), v,
               [&](__m512&, __m512& total) { total = _mm512_permutex2var_ps(total, up, one); });
      } else if (bits + (bits & (0u - bits)) == 0x10000u) {
        // Lanes k..15 trainable, 0..k-1 not: a policy span starts inside the block. Lanes k and
        // up are scanned as in a fully trainable block; lanes below k carry lane k's advantage
        // (D and the multiplier of the carried state both taken from lane k).
        const int k = std::countr_zero(bits);
        const __m512 v_next = _mm512_permutex2var_ps(v, shift1, _mm512_set1_ps(*nv_at));
        nv_at = v_ptr + t0 + k;
        const __m512i from = _mm512_max_epu32(iota, _mm512_set1_epi32(k));
        finish(bits, 16 - k, uni_c, uni_cc, _mm512_maskz_fmadd_ps(m, gamma_v, v_next, delta), v,
               [&](__m512& d, __m512& total) {
                 d = _mm512_permutexvar_ps(from, d);
                 total = _mm512_permutexvar_ps(from, total);
               });
      } else {
        const __m512i next = _mm512_min_epu32(_mm512_load_si512(kNextLow[bits & 0xFFu].lane),
                                              _mm512_load_si512(kNextHigh[bits >> 8].lane));
        const __m512 v_next = _mm512_permutex2var_ps(v, next, _mm512_set1_ps(*nv_at));
        nv_at = v_ptr + t0 + std::countr_zero(bits);
        const Stages sc = StagesOf(_mm512_mask_blend_ps(m, one, c_v));
        const Stages scc = kCritic ? StagesOf(_mm512_mask_blend_ps(m, one, cc_v)) : sc;
        finish(bits, std::popcount(bits), sc, scc, _mm512_maskz_fmadd_ps(m, gamma_v, v_next, delta),
               v, as_is);
      }
    } else {
      const __m512 mv = _mm512_maskz_mov_ps(m, v);
      const __m512 v_next =
          _mm512_permutex2var_ps(mv, shift1, _mm512_set1_ps(static_cast<float>(next_v)));
      const __m512 d =
          _mm512_fmadd_ps(gamma_v, v_next, _mm512_sub_ps(_mm512_maskz_mov_ps(m, r), mv));
      if constexpr (kPartial) {
        const int k = std::countr_zero(static_cast<unsigned>(valid));
        next_v = m_ptr[t0 + k] ? v_ptr[t0 + k] : 0.f;
        const Stages sc = StagesOf(_mm512_mask_blend_ps(valid, one, c_v));
        const Stages scc = kCritic ? StagesOf(_mm512_mask_blend_ps(valid, one, cc_v)) : sc;
        finish(bits, 16 - k, sc, scc, _mm512_maskz_mov_ps(valid, d), mv, as_is);
      } else {
        next_v = m_ptr[t0] ? v_ptr[t0] : 0.f;
        finish(bits, Sixteen{}, uni_c, uni_cc, d, mv, as_is);
      }
    }
  };
  int64_t t = end - 1;
  for (; t - 15 >= begin; t -= 16) {
    __builtin_prefetch(r_ptr + t - kPrefetchTokens);
    __builtin_prefetch(v_ptr + t - kPrefetchTokens);
    if ((t & 63) < 16) __builtin_prefetch(m_ptr + t - kPrefetchTokens);
    __builtin_prefetch(adv + t - kPrefetchTokens, 1);
    __builtin_prefetch(ret + t - kPrefetchTokens, 1);
    block_at(t - 15, Full{});
  }
  // The rest of the range, shorter than a block: one masked block instead of eight-token and
  // scalar steps (not for a piece summarised for its carry-in: the summary's coefficients take
  // whole blocks). The state out is lane k's, as the steps in lanes below it leave it unchanged.
  if (!kSens && t >= begin) {
    block_at(t - 15, static_cast<__mmask16>(0xFFFFu << (15 - (t - begin))));
    t = begin - 1;
  }
  if (stats) moments.Fold();
  if constexpr (kMode == MaskMode::kCarry && !kReturns) make.nv = *nv_at;
  a_io = a, ac_io = ac, make.v_next = next_v, make.seen = seen;
  if constexpr (kSens) *sum = coef;
  return t;
}

}  // namespace simd16
}  // namespace
}  // namespace agentrl::kernels::cpu
#pragma GCC pop_options
#endif  // AGENTRL_SIMD_SCAN16
