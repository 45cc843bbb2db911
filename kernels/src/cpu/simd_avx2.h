// Eight-lane AVX2 blocks of the scan estimators (namespace simd): the block scan itself
// (ScanBlocks, used by ScanRange), the lane-wise moments that whitening feeds (LaneMoments,
// LaneReplace) and the tables and exact fp64 powers that the fix-up shares. Compiled only where
// the build has AVX2 and FMA (isa.h); a block gives the same bits on every thread count.
//
// Internal linkage (an unnamed namespace) on purpose: only the CPU estimators' .cc files include
// this, and it keeps GCC's interprocedural choices (inlining, constant propagation) the same as
// when the fast path was one translation unit.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <limits>
#include <type_traits>

#include "isa.h"
#include "moments.h"
#include "scan_step.h"

#if AGENTRL_SIMD_SCAN
namespace agentrl::kernels::cpu {
namespace {

// Eight tokens per AVX2 step, for the writing scans. Lane j holds token t0 + j; the scan runs
// from lane 7 to lane 0. Per block:
//   1. the per-token step (c_j, d_j) in fp32. Carry mode needs the value of the next trainable
//      token to the right, a table lookup by the block's mask bits (kNextTrainable) and one
//      permute; zero mode needs the next token's masked value, one lane shift;
//   2. a log-step suffix scan of the block (StagesOf, ScanD): a_j = C_j·a_in + D_j, where C_j is
//      the product of c over lanes j..7 and D_j the block's own contribution. Blocks whose c is
//      uniform (all lanes trainable, or none, or any block in zero mode) and blocks whose mask
//      changes once take the scan's multipliers from per-call tables instead (see ScanBlocks);
//   3. outputs a_j = C_j·a_in + D_j in fp32, and the carried a_in in fp64 from lane 0:
//      a_in' = c^n·a_in + D_0, with c^n (n = the lanes whose c is not 1) from a table of exact
//      fp64 powers. The carry therefore never multiplies by an fp32 coefficient: with
//      λ = 1 − 1/(α·l) close to 1, an fp32 γλ would be off by up to 6e-4 relative in 1 − γλ,
//      and that error would compound over the whole sequence (see the GPU note in
//      bench/results/gpu/history.md). Within a block fp32 products of at most eight factors
//      are exact to ~1e-7, and they never compound.
// The block boundaries depend only on the item's token range, so the bits do not depend on the
// thread count.
namespace simd {

// kNextTrainable[bits][j]: the lowest lane k > j whose mask bit is set in bits, or 8 (none:
// the value carried in from the right).
constexpr std::array<std::array<uint8_t, 8>, 256> MakeNextTrainable() {
  std::array<std::array<uint8_t, 8>, 256> t{};
  for (int bits = 0; bits < 256; ++bits) {
    uint8_t next = 8;
    for (int j = 7; j >= 0; --j) {
      t[bits][j] = next;
      if (bits >> j & 1) next = static_cast<uint8_t>(j);
    }
  }
  return t;
}
alignas(64) constexpr std::array<std::array<uint8_t, 8>, 256> kNextTrainable = MakeNextTrainable();

// kNextTrainable widened to 32-bit lanes: one aligned load gives the permute's indices.
struct alignas(32) LaneRow8 {
  uint32_t lane[8];
};
constexpr std::array<LaneRow8, 256> MakeNextLane() {
  std::array<LaneRow8, 256> t{};
  for (int bits = 0; bits < 256; ++bits)
    for (int j = 0; j < 8; ++j) t[bits].lane[j] = kNextTrainable[bits][j];
  return t;
}
alignas(64) constexpr std::array<LaneRow8, 256> kNextLane = MakeNextLane();

// The block's suffix scan: afterwards lane j holds (c_j, d_j) ∘ ... ∘ (c_7, d_7), i.e. the
// product of c over lanes j..7 and the block's own contribution to a_j. Lane-crossing shuffles
// are the scarce resource here (one shuffle pipe on the AMD cores this runs on), so the first
// two steps stay inside each 128-bit half: a byte shift brings lane j + s to lane j and shifts
// in 0, the identity for d; for c a constant adds the identity's 1 in the lanes that shifted
// in 0. The last step broadcasts the upper half's total (lane 4) to the lower half with one
// lane-crossing permute; the upper half sees the identity.
//
// The multipliers d meets at each step, and the products C_j left in c, depend on c alone
// (Stages): a block whose c is the same in every lane (always in zero mode; in carry mode when
// every lane, or none, is trainable) takes them from Stages made once per call and scans only d.
// Same operations on the same operands, so the same bits.
struct Stages {
  __m256 step[3];  // d's multiplier at each step: c before that step
  __m256 total;    // C_j
};

inline Stages StagesOf(__m256 c) {
  Stages s;
  s.step[0] = c;
  c = _mm256_mul_ps(c,
                    _mm256_add_ps(_mm256_castsi256_ps(_mm256_srli_si256(_mm256_castps_si256(c), 4)),
                                  _mm256_setr_ps(0, 0, 0, 1, 0, 0, 0, 1)));
  s.step[1] = c;
  c = _mm256_mul_ps(c,
                    _mm256_add_ps(_mm256_castsi256_ps(_mm256_srli_si256(_mm256_castps_si256(c), 8)),
                                  _mm256_setr_ps(0, 0, 1, 1, 0, 0, 1, 1)));
  s.step[2] = c;
  // Upper half to lower half (the upper half becomes 0), then lane 0 of each half everywhere.
  s.total = _mm256_mul_ps(c, _mm256_add_ps(_mm256_permute_ps(_mm256_permute2f128_ps(c, c, 0x81), 0),
                                           _mm256_setr_ps(0, 0, 0, 0, 1, 1, 1, 1)));
  return s;
}

inline __m256 ScanD(const Stages& s, __m256 d) {
  d = _mm256_fmadd_ps(s.step[0], _mm256_castsi256_ps(_mm256_srli_si256(_mm256_castps_si256(d), 4)),
                      d);
  d = _mm256_fmadd_ps(s.step[1], _mm256_castsi256_ps(_mm256_srli_si256(_mm256_castps_si256(d), 8)),
                      d);
  return _mm256_fmadd_ps(s.step[2], _mm256_permute_ps(_mm256_permute2f128_ps(d, d, 0x81), 0), d);
}

// The carried state as an fp32 operand, clamped to the finite range: a lane whose C_j is 0
// then gets exactly D_j, as in fp64, instead of 0·inf = NaN.
// minsd/maxsd with the bound first are exactly `kMax < x ? kMax : x` and `-kMax > x ? -kMax : x`
// (NaN passes through), without the compare-and-branch GCC makes of those (or the libm call
// std::fmin costs without -ffast-math).
inline float ToFloat(double x) {
  constexpr double kMax = std::numeric_limits<float>::max();
  const __m128d v = _mm_max_sd(_mm_set_sd(-kMax), _mm_min_sd(_mm_set_sd(kMax), _mm_set_sd(x)));
  return _mm_cvtss_f32(_mm_cvtsd_ss(_mm_setzero_ps(), v));
}

// powers[k] = c^k in fp64, k = 0..kMax.
template <int kMax = 8>
inline std::array<double, kMax + 1> Powers(double c) {
  std::array<double, kMax + 1> p{};
  p[0] = 1;
  for (int k = 1; k <= kMax; ++k) p[k] = p[k - 1] * c;
  return p;
}

// The coefficients of a piece summary (see Summary): a_out = a(0) + prod·a_in + q·nv_in, and
// the critic's twins.
struct SummaryCoefficients {
  double prod = 1, q = 0, prod_c = 1, qc = 0;

  // Joins one block: `bits` its mask bits, `decays` its lanes whose c is not 1, `seen` whether
  // a trainable token was passed before it. In carry mode (kNextValue) the carried-in next value
  // enters d at the rightmost trainable token of the piece (lane j*), as γ·nv_in, and reaches
  // lane 0 decayed by the trainable lanes left of j*; later blocks decay q like the state. Zero
  // mode and returns never read it.
  // pow_c[k] = c^k and pow_cc[k] = cc^k for k up to the block's lanes.
  template <bool kNextValue, bool kCritic>
  void Join(unsigned bits, int decays, bool& seen, double gamma, const double* pow_c,
            const double* pow_cc) {
    if constexpr (kNextValue) {
      const int first = seen || !bits ? -1 : 31 - std::countl_zero(bits);
      const int below = first < 0 ? 0 : std::popcount(bits & ((1u << first) - 1));
      const double e = first < 0 ? 0.0 : gamma;
      q = MulAdd(pow_c[decays], q, e * pow_c[below]);
      if constexpr (kCritic) qc = MulAdd(pow_cc[decays], qc, e * pow_cc[below]);
    }
    prod *= pow_c[decays];
    if constexpr (kCritic) prod_c *= pow_cc[decays];
    seen = seen || bits != 0;
  }
};

// Adds n values to m whose per-lane sums of x − shift and of its square are s[0..lanes) and
// q[0..lanes), summing the lanes in order (the vector loops' LaneMoments::Fold).
inline void FoldLanes(Moments* m, double shift, double n, const double* s, const double* q,
                      int lanes) {
  double ss = 0, qq = 0;
  for (int j = 0; j < lanes; ++j) ss += s[j], qq += q[j];
  m->shift = shift;
  m->n += n, m->s += ss, m->q += qq;
}

// All-ones in the 64-bit lanes whose bit is set in the four bits b.
inline __m256d SelectLanes(unsigned b) {
  const __m256i bit = _mm256_setr_epi64x(1, 2, 4, 8);
  return _mm256_castsi256_pd(
      _mm256_cmpeq_epi64(_mm256_and_si256(_mm256_set1_epi64x(static_cast<int64_t>(b)), bit), bit));
}

// Feeds the vector loops' trainable outputs to a Moments, eight lanes at a time: per-lane fp64
// sums of x − shift and of its square, folded into the Moments (Fold) before anything else
// adds to it. One Moments::Add per token would chain three fp64 adds from token to token
// (bench/results/kernel_history.md). The shift is the Moments' own, or, for an empty
// one, the first value fed (the highest lane of the first block with one: the scans run right
// to left). The fold sums the lanes in a fixed order, so the bits depend on the item and the
// block width alone.
class LaneMoments {
 public:
  explicit LaneMoments(Moments* m) : m_(m) {
    if (m != nullptr && m->n > 0) SetShift(m->shift);
  }
  // Adds the lanes of x whose bit is set in bits (bit j: lane j).
  void Add(__m256 x, unsigned bits) {
    if (bits == 0) return;
    if (!has_shift_) {
      alignas(32) float lane[8];
      _mm256_store_ps(lane, x);
      SetShift(lane[31 - std::countl_zero(bits)]);
    }
    const __m256d lo =
        _mm256_and_pd(SelectLanes(bits & 0xFu),
                      _mm256_sub_pd(_mm256_cvtps_pd(_mm256_castps256_ps128(x)), shift_));
    const __m256d hi =
        _mm256_and_pd(SelectLanes(bits >> 4),
                      _mm256_sub_pd(_mm256_cvtps_pd(_mm256_extractf128_ps(x, 1)), shift_));
    s_[0] = _mm256_add_pd(s_[0], lo), s_[1] = _mm256_add_pd(s_[1], hi);
    q_[0] = _mm256_fmadd_pd(lo, lo, q_[0]), q_[1] = _mm256_fmadd_pd(hi, hi, q_[1]);
    n_ += std::popcount(bits);
  }
  void Fold() {
    if (n_ == 0) return;
    alignas(32) double s[8], q[8];
    _mm256_store_pd(s, s_[0]), _mm256_store_pd(s + 4, s_[1]);
    _mm256_store_pd(q, q_[0]), _mm256_store_pd(q + 4, q_[1]);
    FoldLanes(m_, shift_d_, n_, s, q, 8);
    n_ = 0;
    s_[0] = s_[1] = q_[0] = q_[1] = _mm256_setzero_pd();
  }

 private:
  void SetShift(double x) { shift_d_ = x, shift_ = _mm256_set1_pd(x), has_shift_ = true; }

  Moments* m_;
  bool has_shift_ = false;
  double shift_d_ = 0;
  __m256d shift_ = _mm256_setzero_pd();
  __m256d s_[2] = {_mm256_setzero_pd(), _mm256_setzero_pd()};
  __m256d q_[2] = {_mm256_setzero_pd(), _mm256_setzero_pd()};
  double n_ = 0;
};

// Moments::Replace for eight lanes at a time: the fix-up moves outputs that phase 1 already fed
// to the piece's Moments, and this moves their sums (around the same shift) with them, so the
// outputs the fix-up leaves alone need not be read again. Lanes are summed in a fixed order.
class LaneReplace {
 public:
  explicit LaneReplace(Moments* m) : m_(m), shift_(_mm256_set1_pd(m ? m->shift : 0.0)) {}
  // Lanes whose bit is set in bits went from old_x to new_x.
  void Add(__m256 old_x, __m256 new_x, unsigned bits) {
    if (bits == 0) return;
    for (int h = 0; h < 2; ++h) {
      const __m128 o4 = h ? _mm256_extractf128_ps(old_x, 1) : _mm256_castps256_ps128(old_x);
      const __m128 n4 = h ? _mm256_extractf128_ps(new_x, 1) : _mm256_castps256_ps128(new_x);
      const __m256d o = _mm256_sub_pd(_mm256_cvtps_pd(o4), shift_);
      const __m256d w = _mm256_sub_pd(_mm256_cvtps_pd(n4), shift_);
      const __m256d diff =
          _mm256_and_pd(SelectLanes((bits >> (4 * h)) & 0xFu), _mm256_sub_pd(w, o));
      s_[h] = _mm256_add_pd(s_[h], diff);
      q_[h] = _mm256_fmadd_pd(diff, _mm256_add_pd(w, o), q_[h]);
    }
  }
  void Fold() {
    if (m_ == nullptr) return;
    alignas(32) double s[8], q[8];
    _mm256_store_pd(s, s_[0]), _mm256_store_pd(s + 4, s_[1]);
    _mm256_store_pd(q, q_[0]), _mm256_store_pd(q + 4, q_[1]);
    FoldLanes(m_, m_->shift, 0, s, q, 8);
    s_[0] = s_[1] = q_[0] = q_[1] = _mm256_setzero_pd();
  }

 private:
  Moments* m_;
  __m256d shift_;
  __m256d s_[2] = {_mm256_setzero_pd(), _mm256_setzero_pd()};
  __m256d q_[2] = {_mm256_setzero_pd(), _mm256_setzero_pd()};
};

// Scans whole blocks of 8 from t_hi = end - 1 down while they fit above begin; returns the
// highest token not yet scanned. State (a, ac, make.nv / make.v_next) is carried in and out.
// kSens: also accumulate *sum (how the state out depends on the carry-in: the piece's affine
// summary).
template <MaskMode kMode, bool kReturns, bool kCritic, bool kSens>
int64_t ScanBlocks(const ScanArgs& args, int64_t begin, int64_t end, const SeqParams& sp,
                   StepMaker<kMode, kReturns>& make, double& a_io, double& ac_io, Moments* stats,
                   SummaryCoefficients* sum) {
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
  simd::LaneMoments moments(stats);
  simd::SummaryCoefficients coef = kSens ? *sum : simd::SummaryCoefficients{};
  const double gamma = args.gamma;  // a local: through args, it was loaded again every block
  const double c_d = kReturns ? gamma : sp.c, cc_d = kReturns ? gamma : sp.cc;
  const std::array<double, 9> pow_c = Powers(c_d), pow_cc = Powers(cc_d);
  const __m256 c_v = _mm256_set1_ps(static_cast<float>(c_d));
  const __m256 cc_v = _mm256_set1_ps(static_cast<float>(cc_d));
  const __m256 gamma_v = _mm256_set1_ps(static_cast<float>(gamma));
  const __m256 one = _mm256_set1_ps(1.f);
  const __m256i eight = _mm256_set1_epi32(8);
  const __m256i shift1 = _mm256_setr_epi32(1, 2, 3, 4, 5, 6, 7, 7);
  const __m256i iota = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
  const Stages uni_c = StagesOf(c_v), uni_cc = StagesOf(cc_v), uni_1 = StagesOf(one);
  constexpr int64_t kPrefetchTokens = 512;
  // Carry mode: where the value of the next trainable token is (the carried one, held as a
  // float since it came from the inputs, or an input), broadcast from memory each block.
  const float nv_in = static_cast<float>(make.nv);
  const float* nv_at = &nv_in;
  int64_t t = end - 1;
  for (; t - 7 >= begin; t -= 8) {
    const int64_t t0 = t - 7;
    if ((t & 15) < 8) {
      __builtin_prefetch(r_ptr + t - kPrefetchTokens);
      __builtin_prefetch(v_ptr + t - kPrefetchTokens);
      __builtin_prefetch(m_ptr + t - kPrefetchTokens);
      __builtin_prefetch(adv + t - kPrefetchTokens, 1);
      __builtin_prefetch(ret + t - kPrefetchTokens, 1);
    }
    const __m256 r = _mm256_loadu_ps(r_ptr + t0);
    const __m256 v = _mm256_loadu_ps(v_ptr + t0);
    const __m128i m8 = _mm_loadl_epi64(reinterpret_cast<const __m128i*>(m_ptr + t0));
    const __m256 m =
        _mm256_castsi256_ps(_mm256_cmpgt_epi32(_mm256_cvtepu8_epi32(m8), _mm256_setzero_si256()));
    const unsigned bits = static_cast<unsigned>(_mm256_movemask_ps(m));
    const __m256 mr = _mm256_and_ps(m, r);
    using AllLanes = std::integral_constant<unsigned, 0xFFu>;
    using NoLanes = std::integral_constant<unsigned, 0u>;
    using Eight = std::integral_constant<int, 8>;
    using Zero = std::integral_constant<int, 0>;
    // The rest of the block, from its steps' d (not yet scanned), their multipliers and what the
    // return adds. Inlined into each kind of block, with the mask bits and the count of decays
    // as constants where the kind fixes them, so that the summary's Join and the moments fold
    // away instead of running in their general form.
    // arrange(D, total) may move lanes of the scanned D and of the multipliers of the carried
    // state before the outputs are made (the single-transition blocks below).
    auto finish = [&](auto bits_of, auto decays_of, const Stages& sc, const Stages& scc, __m256 d,
                      __m256 v_ret, auto arrange) __attribute__((always_inline)) {
      const unsigned kind_bits = bits_of;  // a constant where the kind of block fixes it
      const int decays = decays_of;
      __m256 dc = d, total = sc.total, total_c = scc.total;
      // No decays in a carry-mode block: every step is (1, 0), and the scan leaves d = +0.
      if constexpr (!std::is_same_v<decltype(decays_of), Zero>) {
        d = ScanD(sc, d);
        if constexpr (kCritic) dc = ScanD(scc, dc);
      }
      arrange(d, total);
      if constexpr (kCritic) arrange(dc, total_c);
      if constexpr (kSens) {
        coef.Join<kMode == MaskMode::kCarry && !kReturns, kCritic>(kind_bits, decays, seen, gamma,
                                                                   pow_c.data(), pow_cc.data());
      }
      const __m256 a_out = _mm256_fmadd_ps(total, _mm256_set1_ps(ToFloat(a)), d);
      _mm256_storeu_ps(adv + t0, a_out);
      if constexpr (kCritic) {
        const __m256 ac_out = _mm256_fmadd_ps(total_c, _mm256_set1_ps(ToFloat(ac)), dc);
        _mm256_storeu_ps(ret + t0, _mm256_add_ps(ac_out, v_ret));
        ac = MulAdd(pow_cc[decays], ac, _mm256_cvtss_f32(dc));
      } else {
        _mm256_storeu_ps(ret + t0, _mm256_add_ps(a_out, v_ret));
      }
      a = MulAdd(pow_c[decays], a, _mm256_cvtss_f32(d));
      if (stats) moments.Add(a_out, kind_bits);
    };
    const auto as_is = [](__m256&, __m256&) {};
    if constexpr (kReturns) {
      if constexpr (kMode == MaskMode::kCarry) {
        const Stages sc = bits == 0xFFu ? uni_c
                          : bits == 0   ? uni_1
                                        : StagesOf(_mm256_blendv_ps(one, c_v, m));
        finish(bits, std::popcount(bits), sc, sc, mr, _mm256_setzero_ps(), as_is);
      } else {
        finish(bits, Eight{}, uni_c, uni_c, mr, _mm256_setzero_ps(), as_is);
      }
    } else if constexpr (kMode == MaskMode::kCarry) {
      const __m256 delta = _mm256_sub_ps(r, v);
      if (bits == 0xFFu) {  // lane j's next trainable value is lane j + 1's, lane 7's nv
        const __m256 v_next =
            _mm256_blend_ps(_mm256_permutevar8x32_ps(v, shift1), _mm256_set1_ps(*nv_at), 0x80);
        nv_at = v_ptr + t0;
        finish(AllLanes{}, Eight{}, uni_c, uni_cc, _mm256_fmadd_ps(gamma_v, v_next, delta), v,
               as_is);
      } else if (bits == 0) {
        finish(NoLanes{}, Zero{}, uni_1, uni_1, _mm256_setzero_ps(), v, as_is);
      } else if (bits + (bits & (0u - bits)) == 0x100u) {
        // Lanes k..7 trainable, 0..k-1 not (as in simd16::ScanBlocks): scanned as a fully
        // trainable block, then lanes below k take lane k's D and multiplier.
        const int k = std::countr_zero(bits);
        const __m256 v_next =
            _mm256_blend_ps(_mm256_permutevar8x32_ps(v, shift1), _mm256_set1_ps(*nv_at), 0x80);
        nv_at = v_ptr + t0 + k;
        const __m256i from = _mm256_max_epu32(iota, _mm256_set1_epi32(k));
        finish(bits, 8 - k, uni_c, uni_cc,
               _mm256_and_ps(m, _mm256_fmadd_ps(gamma_v, v_next, delta)), v,
               [&](__m256& d, __m256& total) {
                 d = _mm256_permutevar8x32_ps(d, from);
                 total = _mm256_permutevar8x32_ps(total, from);
               });
      } else {
        const __m256i next =
            _mm256_load_si256(reinterpret_cast<const __m256i*>(kNextLane[bits].lane));
        const __m256 v_next =
            _mm256_blendv_ps(_mm256_permutevar8x32_ps(v, next), _mm256_set1_ps(*nv_at),
                             _mm256_castsi256_ps(_mm256_cmpeq_epi32(next, eight)));
        nv_at = v_ptr + t0 + std::countr_zero(bits);
        const __m256 d = _mm256_and_ps(m, _mm256_fmadd_ps(gamma_v, v_next, delta));
        if ((bits & (bits + 1)) == 0) {
          // Lanes 0..k-1 trainable, k..7 not (as in simd16::ScanBlocks): uniform stages, and
          // the uniform totals moved up by 8 - k lanes, with ones from lane k up.
          const __m256i up = _mm256_add_epi32(iota, _mm256_set1_epi32(8 - std::popcount(bits)));
          finish(bits, std::popcount(bits), uni_c, uni_cc, d, v, [&](__m256&, __m256& total) {
            total = _mm256_blendv_ps(one, _mm256_permutevar8x32_ps(total, up), m);
          });
        } else {
          const Stages sc = StagesOf(_mm256_blendv_ps(one, c_v, m));
          const Stages scc = kCritic ? StagesOf(_mm256_blendv_ps(one, cc_v, m)) : sc;
          finish(bits, std::popcount(bits), sc, scc, d, v, as_is);
        }
      }
    } else {
      const __m256 mv = _mm256_and_ps(m, v);
      const __m256 v_next = _mm256_blend_ps(_mm256_permutevar8x32_ps(mv, shift1),
                                            _mm256_set1_ps(static_cast<float>(next_v)), 0x80);
      next_v = m_ptr[t0] ? v_ptr[t0] : 0.f;
      finish(bits, Eight{}, uni_c, uni_cc, _mm256_fmadd_ps(gamma_v, v_next, _mm256_sub_ps(mr, mv)),
             mv, as_is);
    }
  }
  if (stats) moments.Fold();
  if constexpr (kMode == MaskMode::kCarry && !kReturns) make.nv = *nv_at;
  a_io = a, ac_io = ac, make.v_next = next_v, make.seen = seen;
  if constexpr (kSens) *sum = coef;
  return t;
}

// kSuffixTrainable[bits][j]: the mask bits set in lanes j..7, i.e. how many c ≠ 1 a carry
// entering the block at lane 7 passes on its way to lane j (inclusive).
constexpr std::array<std::array<uint8_t, 8>, 256> MakeSuffixTrainable() {
  std::array<std::array<uint8_t, 8>, 256> t{};
  for (int bits = 0; bits < 256; ++bits)
    for (int j = 0; j < 8; ++j) t[bits][j] = static_cast<uint8_t>(std::popcount(bits >> j & 0xFFu));
  return t;
}
alignas(64) constexpr std::array<std::array<uint8_t, 8>, 256> kSuffixTrainable =
    MakeSuffixTrainable();

}  // namespace simd
}  // namespace
}  // namespace agentrl::kernels::cpu
#endif  // AGENTRL_SIMD_SCAN
