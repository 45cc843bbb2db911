// Fast CPU path for estimators.h.
//
// Shape of the computation: the batch is cut into fixed work items of about chunk_tokens
// tokens: runs of whole short sequences, or pieces of a long sequence. Items are a function of
// the batch alone, so every thread count computes the same arithmetic in the same order and
// produces the same bits. Long sequences use a three-phase scan, exploiting that one scan step
// is an affine map of the carried state (A, A_critic, next value):
//   1. in parallel: whole items are finished outright; the last piece of each long sequence
//      is finished from the bootstrap; every other piece is written from a zero carry-in
//      while tracking d(state_out)/d(state_in) (its affine summary);
//   2. serially per long sequence, right to left: carry_in(p) = summary(p+1) ∘ carry_in(p+1);
//   3. in parallel: the non-last pieces are fixed up, adding what their true carry-in
//      contributes: a geometric decay, one multiply-add per output (FixupRange).
// Phases 1 and 3 hand items to the workers in ranges (ParallelForGuided): each worker first
// runs its own long stretch of the right three quarters, the same one on every call, then
// ranges of the rest, each a share of what is left, so a slower core gets less. A piece whose right
// neighbour was finished just before it, in the same range of phase 1, gets its carry-in and
// its fix-up there and then, while it is still in cache (same formula, same bits). A fix-up
// stops where the decayed carry-in falls to 2^-32 of its size (432 tokens at γλ = 0.95), far
// below the rounding of the carry-in's own fp32 value. A single 1M-token
// sequence thus uses every core, at the cost of a second, lighter and (for γλ < 1) short pass
// over its pieces' outputs. Where the steps never decay (γ = λ = 1) that pass would span whole
// pieces, so there phase 1 summarises a piece by sums over r and the mask instead
// (ReduceUndiscounted), and the piece is written once, from its true carry-in, in phase 1 when
// its right neighbour was finished just before it, else in phase 3. The state carried from
// token to token is fp64 (inputs and outputs fp32), so γ = λ = 1 over 1M tokens stays far
// inside the 1e-4 contract. With AVX2 and FMA, eight tokens at a time are composed in fp32
// lanes and joined to that fp64 carry (simd::ScanBlocks), sixteen where the CPU has AVX-512
// (simd16::ScanBlocks). With AVX-512, fewer than sixteen tokens left at the left end of a range
// go through one masked block (not those of a piece summarised for its carry-in: the summary
// takes whole blocks); else eight-token blocks and the scalar loop take them, which also handles
// everything without AVX2. (Masked eight-lane blocks for AVX2 alone were tried and measured no
// faster: B/A 1.02-1.03 on ragged batches. Also measured and not kept: making c^0..c^16 once
// per call instead of once per range, B/A 0.96-1.00 over five runs on 16384 ragged ~128-token
// sequences and 4096×512, within run-to-run spread, bitwise equal; and sending the blocks where
// a policy span starts or ends through the general block instead of their own, B/A 1.12 on 4096
// ragged ~512-token sequences; and non-temporal stores of the outputs, on 64-byte-aligned
// buffers, with two threads: B/A 2.03 on 4096×512, most likely because the batch's 34 MB stay
// partly in caches that such stores bypass, and 1.03 on 32×1M, whose 570 MB do not.)
// Denormals are flushed (MXCSR FTZ/DAZ) while a worker runs: long geometric decays in zero
// mode would otherwise crawl through subnormal arithmetic.
#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <functional>
#include <limits>
#include <type_traits>
#include <unordered_map>

#include "agentrl/core/parallel.h"
#include "agentrl/kernels/estimators.h"
#include "flush_denormals.h"

#if defined(__AVX2__) && defined(__FMA__)
#include <immintrin.h>
#define AGENTRL_SIMD_SCAN 1
// Sixteen-lane blocks are compiled for AVX-512 (F, BW, VL, DQ) whatever the build's -march, and
// used when the CPU has it (CpuSimdLanes).
#if defined(__GNUC__) && !defined(__clang__)
#define AGENTRL_SIMD_SCAN16 1
#endif
#endif

namespace agentrl::kernels {
namespace {

// a·b + c in one rounding where the target has FMA (the scan's critical path), else plainly.
// Explicit because ISO C++ mode keeps GCC from contracting a·b + c on its own.
inline double MulAdd(double a, double b, double c) {
#if defined(__FMA__)
  return std::fma(a, b, c);
#else
  return a * b + c;
#endif
}

struct WorkItem {
  int64_t begin, end;  // token range
  size_t seq_first;    // sequences [seq_first, seq_last) are whole in this item, or
  size_t seq_last;     //   the one sequence this piece belongs to (seq_last = seq_first + 1)
  bool is_piece;       // a piece of a sequence longer than chunk_tokens
  bool last_piece;     // the piece holding that sequence's last token
};

std::vector<WorkItem> Partition(const PackedBatchView& b, int64_t chunk, int64_t parallel_pieces) {
  std::vector<WorkItem> items;
  const size_t n = b.num_sequences();
  const int64_t split_above = std::max<int64_t>(
      chunk, static_cast<int64_t>(b.num_tokens()) / std::max<int64_t>(parallel_pieces, 1));
  size_t run_first = 0;
  auto flush_run = [&](size_t upto) {
    if (upto > run_first)
      items.push_back({b.seq_begin(run_first), b.seq_begin(upto), run_first, upto, false, false});
    run_first = upto;
  };
  for (size_t i = 0; i < n; ++i) {
    const int64_t len = b.seq_end(i) - b.seq_begin(i);
    if (len > split_above) {
      flush_run(i);
      for (int64_t s = b.seq_begin(i); s < b.seq_end(i); s += chunk) {
        const int64_t e = std::min(s + chunk, b.seq_end(i));
        items.push_back({s, e, i, i + 1, true, e == b.seq_end(i)});
      }
      run_first = i + 1;
    } else if (b.seq_end(i) - b.seq_begin(run_first) >= chunk) {
      flush_run(i + 1);
    }
  }
  flush_run(n);
  return items;
}

// Calls fn(lo, hi) on ranges of items covering them once, handed out by ParallelForGuided,
// weighted by tokens plus a little per item for the sequences' own overhead:
// an item is anything from a few short sequences to one of over chunk_tokens, so equal counts
// of items can be far from equal work. Which worker gets an item, and in which range, never
// changes its arithmetic.
void ForItems(const std::vector<WorkItem>& items, int threads,
              const std::function<void(size_t, size_t)>& fn) {
  constexpr int64_t kItemCost = 64;
  ParallelForGuided(
      items.size(), threads, [&](size_t k) { return items[k].end - items[k].begin + kItemCost; },
      fn);
}

// Mean and sum of squared deviations of the trainable outputs, accumulated around a shift
// (the first value) and merged with Chan's formula in item order.
struct Moments {
  double n = 0, shift = 0, s = 0, q = 0;
  void Add(double x) {
    if (n == 0) shift = x;
    const double d = x - shift;
    n += 1, s += d, q += d * d;
  }
  // A value already added, old_x, became new_x (a fix-up moved it).
  void Replace(double old_x, double new_x) {
    const double o = old_x - shift, w = new_x - shift;
    s += w - o, q += (w - o) * (w + o);
  }
};

struct MergedMoments {
  double n = 0, mean = 0, m2 = 0;
  void Merge(const Moments& m) {
    if (m.n == 0) return;
    const double mean_b = m.shift + m.s / m.n, m2_b = std::max(0.0, m.q - m.s * m.s / m.n);
    const double total = n + m.n, delta = mean_b - mean;
    mean += delta * m.n / total;
    m2 += m2_b + delta * delta * n * m.n / total;
    n = total;
  }
  // x -> (x - shift) * scale implements masked whitening (see estimators.h).
  double scale() const { return n >= 2 ? 1.0 / std::sqrt(m2 / (n - 1) + kWhitenEpsilon) : 1.0; }
};

// Carried scan state and its sensitivity to the carry-in (for piece summaries).
struct Carry {
  double a = 0, ac = 0, nv = 0;  // advantage (or return G), critic advantage, next value
};
struct Sensitivity {
  double a_a = 1, a_nv = 0, ac_ac = 1, ac_nv = 0, nv_nv = 1;
};
struct Summary {
  Carry y;  // state out for carry-in 0
  Sensitivity d;
  Carry Apply(const Carry& in) const {
    return {y.a + d.a_a * in.a + d.a_nv * in.nv, y.ac + d.ac_ac * in.ac + d.ac_nv * in.nv,
            y.nv + d.nv_nv * in.nv};
  }
};

struct SeqParams {
  double boot, c, cc;  // bootstrap, γλ (policy), γλ_critic
};

struct ScanArgs {
  const PackedBatchView* b;
  double gamma;
  float* adv;
  float* ret;
  int lanes;  // the widest block scan to use: 16 (AVX-512), 8 (AVX2) or 1 (scalar)
};

// One token as an affine step of the carried advantage, a_t = d_t + c_t·a_{t+1} (critic:
// ac_t = d_t + cc_t·ac_{t+1}). e_t is d_t's coefficient on the carried-in next value nv_in,
// nonzero only at the first trainable token from the right of a piece (carry mode); it feeds
// the piece summaries. v is what the return adds to the advantage (V_t, or m_t·V_t in zero mode).
struct Step {
  double c, cc, d, e, v;
  bool trainable;
};

template <MaskMode kMode, bool kReturns>
struct StepMaker {
  const float* __restrict r;
  const float* __restrict val;
  const uint8_t* __restrict m;
  double gamma, c, cc;
  double nv;      // carry: value of the next trainable token (or the bootstrap)
  double v_next;  // zero: masked value of the next token (or the bootstrap)
  bool seen;      // a trainable token was passed in this scan

  Step operator()(int64_t t) {
    const bool mt = m[t] != 0;
    const double rt = r[t];
    Step s;
    s.trainable = mt;
    s.e = 0;
    if constexpr (kReturns) {
      s.c = s.cc = (kMode == MaskMode::kCarry && !mt) ? 1.0 : gamma;
      s.d = mt ? rt : 0.0;
      s.v = 0;
    } else if constexpr (kMode == MaskMode::kCarry) {
      const double vt = val[t];
      s.c = mt ? c : 1.0;
      s.cc = mt ? cc : 1.0;
      s.d = mt ? MulAdd(gamma, nv, rt - vt) : 0.0;
      s.e = (mt && !seen) ? gamma : 0.0;
      s.v = vt;
      nv = mt ? vt : nv;
    } else {
      const double mv = mt ? static_cast<double>(val[t]) : 0.0;
      s.c = c;
      s.cc = cc;
      s.d = MulAdd(gamma, v_next, (mt ? rt : 0.0) - mv);
      s.v = mv;
      v_next = mv;
    }
    seen = seen || mt;
    return s;
  }
};

#if AGENTRL_SIMD_SCAN
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
//      bench/results/gpu/README.md). Within a block fp32 products of at most eight factors
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
// adds to it. One Moments::Add per token would chain three fp64 adds from token to token: a
// whitened GAE took 8x as long as a plain one. The shift is the Moments' own, or, for an empty
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

}  // namespace simd
#endif

#if AGENTRL_SIMD_SCAN16
#pragma GCC push_options
#pragma GCC target("avx512f,avx512bw,avx512vl,avx512dq")
// Sixteen tokens per AVX-512 step, the same three stages as simd::ScanBlocks with twice the
// lanes. Carry mode finds each lane's next trainable value with one two-source permute of
// (v, carried value), indexed by the minimum of two table rows, one per half's mask bits
// (kNextLow, kNextHigh; two loads and a min instead of building the index from the eight-lane
// table: −12% per block at 1×32k). The block's suffix scan takes four steps: two within
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
  // How far ahead the loop asks for lines. A/B against 512 (bench/ab/run.sh, two threads
  // unless said): no prefetches, B/A 1.16 on 4096×512 (1.21 on one thread) and 1.15 on 16×128k;
  // 1024 tokens, 0.94-0.96 on 4096×512 (two runs), 0.96 on 16×128k, 1.01 on 1×1M and 1.02 on the
  // lognormal 256: mixed, and within the A/A spread; 2048 tokens, 1.10-1.20 on all four.
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

}  // namespace simd16
#pragma GCC pop_options
#endif

// Scans tokens [begin, end) of one sequence right to left from state st, writing adv/ret and
// feeding the trainable advantages to stats. Blocks of kBlock tokens are composed off the
// dependency chain (prefix products of c, prefix sums of d), so the chain through the carried
// advantage is one FMA per block, not one per token.
// kSens: also record in *sens how the state out depends on the carry-in (the piece's summary).
template <MaskMode kMode, bool kReturns, bool kCritic, bool kSens>
void ScanRange(const ScanArgs& args, int64_t begin, int64_t end, int64_t seq_end,
               const SeqParams& sp, Carry& st, Sensitivity* sens, Moments* stats) {
  constexpr int kBlock = 2;
  constexpr int64_t kPrefetchTokens = 512;
  const PackedBatchView& b = *args.b;
  StepMaker<kMode, kReturns> make{
      b.rewards.data(), b.values.data(), b.mask.data(), args.gamma, sp.c, sp.cc, st.nv, 0.0, false};
  if constexpr (kMode == MaskMode::kZero) {
    make.v_next = end < seq_end ? b.mask[end] * static_cast<double>(b.values[end]) : sp.boot;
  }
  float* __restrict adv = args.adv;
  float* __restrict ret = args.ret;
  double a = st.a, ac = st.ac;
  double q = 0, qc = 0, prod = 1, prod_c = 1;  // kSens: coefficients of nv_in and a_in
  auto block = [&](int64_t t_hi, auto n_const) {
    constexpr int n = decltype(n_const)::value;
    // The scan walks memory backwards; prefetch a few cache lines ahead of it.
    if constexpr (n > 1) {
      if ((t_hi & 15) < n) {
        __builtin_prefetch(b.rewards.data() + t_hi - kPrefetchTokens);
        __builtin_prefetch(b.values.data() + t_hi - kPrefetchTokens);
        __builtin_prefetch(b.mask.data() + t_hi - kPrefetchTokens);
        __builtin_prefetch(adv + t_hi - kPrefetchTokens, 1);
        __builtin_prefetch(ret + t_hi - kPrefetchTokens, 1);
      }
    }
    Step s[n];
    for (int k = 0; k < n; ++k) s[k] = make(t_hi - k);
    double cp[n], dp[n], ccp[n], dcp[n];
    cp[0] = s[0].c, dp[0] = s[0].d, ccp[0] = s[0].cc, dcp[0] = s[0].d;
    for (int k = 1; k < n; ++k) {
      cp[k] = s[k].c * cp[k - 1];
      dp[k] = MulAdd(s[k].c, dp[k - 1], s[k].d);
      if constexpr (kCritic)
        ccp[k] = s[k].cc * ccp[k - 1], dcp[k] = MulAdd(s[k].cc, dcp[k - 1], s[k].d);
    }
    if constexpr (kSens) {
      // The nv_in coefficients follow the same recurrence with e in place of d: compose the
      // block off the chain too.
      double ep = s[0].e, ecp = s[0].e;
      for (int k = 1; k < n; ++k) {
        ep = MulAdd(s[k].c, ep, s[k].e);
        if constexpr (kCritic) ecp = MulAdd(s[k].cc, ecp, s[k].e);
      }
      q = MulAdd(cp[n - 1], q, ep);
      if constexpr (kCritic) qc = MulAdd(ccp[n - 1], qc, ecp);
      prod *= cp[n - 1];
      if constexpr (kCritic) prod_c *= ccp[n - 1];
    }
    for (int k = 0; k < n; ++k) {
      const double ak = MulAdd(cp[k], a, dp[k]);
      const double ack = kCritic ? MulAdd(ccp[k], ac, dcp[k]) : ak;
      adv[t_hi - k] = static_cast<float>(ak);
      ret[t_hi - k] = static_cast<float>(ack + s[k].v);
      if (stats && s[k].trainable) stats->Add(ak);
    }
    a = MulAdd(cp[n - 1], a, dp[n - 1]);
    if constexpr (kCritic) ac = MulAdd(ccp[n - 1], ac, dcp[n - 1]);
  };
  int64_t t = end - 1;
#if AGENTRL_SIMD_SCAN
  simd::SummaryCoefficients coef;
#if AGENTRL_SIMD_SCAN16
  if (args.lanes >= 16 && t + 1 - begin >= (kSens ? 16 : 1)) {
    t = simd16::ScanBlocks<kMode, kReturns, kCritic, kSens>(args, begin, t + 1, sp, make, a, ac,
                                                            stats, &coef);
  }
#endif
  if (args.lanes >= 8 && t + 1 - begin >= 8) {
    t = simd::ScanBlocks<kMode, kReturns, kCritic, kSens>(args, begin, t + 1, sp, make, a, ac,
                                                          stats, &coef);
  }
  q = coef.q, qc = coef.qc, prod = coef.prod, prod_c = coef.prod_c;
#endif
  for (; t - (kBlock - 1) >= begin; t -= kBlock) block(t, std::integral_constant<int, kBlock>{});
  for (; t >= begin; --t) block(t, std::integral_constant<int, 1>{});
  if constexpr (kSens) {
    // a_out = a(0) + prod·a_in + q·nv_in; nv_out = nv(0) if a trainable token was seen, else nv_in.
    *sens = {prod, q, prod_c, qc, make.seen ? 0.0 : 1.0};
  }
  st = {a, ac, make.nv};
}

#if AGENTRL_SIMD_SCAN
namespace simd {

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
#endif

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
int64_t CountTrainable(const uint8_t* __restrict m, int64_t begin, int64_t end) {
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

// The summary of a piece whose steps never decay (γ = 1, and λ = 1 (λ_critic = 1) outside
// returns: c = cc = 1), from sums instead of a scan. The advantage out for a zero carry-in is
// the plain sum of the piece's d_t, and it telescopes:
//   carry mode: Σ m_t·(r_t − V_t + V_next(t)) = Σ m_t·r_t − V_first, V_first the value at the
//     leftmost trainable token (the rightmost one's V_next is the carried-in nv, 0 here);
//   zero mode: Σ (m_t·r_t + m_{t+1}·V_{t+1} − m_t·V_t) = Σ m_t·r_t + m_end·V_end − m_begin·V_begin;
//   returns: Σ m_t·r_t.
// The carried-in advantage passes undecayed, and in carry mode the carried-in nv enters once,
// at the rightmost trainable token, times γ = 1. The same Summary as ScanRange<kSens> builds
// (up to rounding), from r and the mask alone: 5 bytes a token instead of a writing pass.
template <MaskMode kMode, bool kReturns, bool kCritic>
Summary ReduceUndiscounted(const ScanArgs& args, int64_t begin, int64_t end) {
  const PackedBatchView& b = *args.b;
  const uint8_t* m = b.mask.data();
  const float* v = b.values.data();
  const uint8_t* first = std::find_if(m + begin, m + end, [](uint8_t x) { return x != 0; });
  const bool seen = first != m + end;
  double a = MaskedSum(b.rewards.data(), m, begin, end, args.lanes);
  double a_nv = 0, nv = 0;
  if constexpr (!kReturns && kMode == MaskMode::kCarry) {
    if (seen) {
      nv = v[first - m];
      a -= nv;
      a_nv = 1;
    }
  } else if constexpr (!kReturns) {
    a += (m[end] ? static_cast<double>(v[end]) : 0.0) -
         (m[begin] ? static_cast<double>(v[begin]) : 0.0);
  }
  Summary s;
  s.y = {a, kCritic ? a : 0.0, nv};
  s.d = {1, a_nv, 1, kCritic ? a_nv : 0.0, seen ? 0.0 : 1.0};
  return s;
}

using ScanFn = void (*)(const ScanArgs&, int64_t, int64_t, int64_t, const SeqParams&, Carry&,
                        Sensitivity*, Moments*);
using FixupFn = void (*)(const ScanArgs&, int64_t, int64_t, const SeqParams&, const Carry&,
                         Moments*);
using ReduceFn = Summary (*)(const ScanArgs&, int64_t, int64_t);

// The scan's entry points for one (mask mode, estimator, critic) combination: write, write and
// record the piece's summary, fix a piece up from its true carry-in, and summarise a piece whose
// steps never decay without writing it.
struct ScanFns {
  ScanFn write, write_summarised;
  FixupFn fixup;
  ReduceFn reduce_undiscounted;
};

template <MaskMode kMode, bool kReturns, bool kCritic>
ScanFns PickScan3() {
  return {&ScanRange<kMode, kReturns, kCritic, false>, &ScanRange<kMode, kReturns, kCritic, true>,
          &FixupRange<kMode, kReturns, kCritic>, &ReduceUndiscounted<kMode, kReturns, kCritic>};
}

ScanFns PickScan(const EstimatorParams& p) {
  const bool returns = p.estimator == Estimator::kReturns;
  const bool critic = !returns && p.lam_critic.has_value();
  if (p.mask_mode == MaskMode::kCarry) {
    if (returns) return PickScan3<MaskMode::kCarry, true, false>();
    return critic ? PickScan3<MaskMode::kCarry, false, true>()
                  : PickScan3<MaskMode::kCarry, false, false>();
  }
  if (returns) return PickScan3<MaskMode::kZero, true, false>();
  return critic ? PickScan3<MaskMode::kZero, false, true>()
                : PickScan3<MaskMode::kZero, false, false>();
}

double AdaptiveLambda(double alpha, int64_t trainable) {
  const double al = alpha * static_cast<double>(trainable);
  if (al <= 0.0) return 0.0;
  return std::clamp(1.0 - 1.0 / al, 0.0, 1.0);
}

// Per-sequence sums over items: trainable tokens and rewards (pieces summed in order). Either
// may be nullptr: not computed (without the count, the mask is not read).
void SequenceSums(const PackedBatchView& b, const std::vector<WorkItem>& items, int threads,
                  int lanes, std::vector<int64_t>* trainable, std::vector<double>* reward_sum) {
  const size_t n = b.num_sequences();
  const bool counting = trainable != nullptr;
  std::vector<int64_t> uncounted;
  if (!counting) trainable = &uncounted;
  trainable->assign(n, 0);
  if (reward_sum) reward_sum->assign(n, 0.0);
  std::vector<int64_t> piece_trainable(items.size(), 0);
  std::vector<double> piece_reward(items.size(), 0.0);
  ForItems(items, threads, [&](size_t lo, size_t hi) {
    for (size_t k = lo; k < hi; ++k) {
      const WorkItem& it = items[k];
      for (size_t i = it.seq_first; i < it.seq_last; ++i) {
        const int64_t s = it.is_piece ? it.begin : b.seq_begin(i);
        const int64_t e = it.is_piece ? it.end : b.seq_end(i);
        const int64_t cnt = counting ? CountTrainable(b.mask.data(), s, e) : 0;
        // One fp64 add per token in a chain took ~4 cycles a token: lanes instead.
        const double sum =
            reward_sum ? MaskedSum<false>(b.rewards.data(), nullptr, s, e, lanes) : 0.0;
        if (it.is_piece) {
          piece_trainable[k] = cnt, piece_reward[k] = sum;
        } else {
          (*trainable)[i] = cnt;
          if (reward_sum) (*reward_sum)[i] = sum;
        }
      }
    }
  });
  for (size_t k = 0; k < items.size(); ++k) {
    if (!items[k].is_piece) continue;
    (*trainable)[items[k].seq_first] += piece_trainable[k];
    if (reward_sum) (*reward_sum)[items[k].seq_first] += piece_reward[k];
  }
}

void ApplyWhitening(std::span<float> x, std::span<const uint8_t> mask, const MergedMoments& mm,
                    bool zero_unmasked, const std::vector<WorkItem>& items, int threads,
                    int lanes) {
  if (mm.n == 0) return;
  const double mean = mm.mean, scale = mm.scale();
  ForItems(items, threads, [&](size_t lo, size_t hi) {
    for (size_t k = lo; k < hi; ++k) {
      int64_t t = items[k].begin;
#if AGENTRL_SIMD_SCAN16
      if (lanes >= 16) {
        t = simd16::Standardize(x.data(), mask.data(), t, items[k].end, mean, scale, zero_unmasked);
      }
#else
      (void)lanes;
#endif
      for (; t < items[k].end; ++t) {
        x[t] = (zero_unmasked && !mask[t]) ? 0.0f : static_cast<float>((x[t] - mean) * scale);
      }
    }
  });
}

void ScanEstimate(const PackedBatchView& b, const EstimatorParams& p, std::span<float> adv,
                  std::span<float> ret, const std::vector<WorkItem>& items, int threads,
                  int lanes) {
  std::vector<int64_t> trainable;
  if (p.estimator == Estimator::kGaeAdaptive)
    SequenceSums(b, items, threads, lanes, &trainable, nullptr);
  auto seq_params = [&](size_t i) {
    const double lam =
        p.estimator == Estimator::kGaeAdaptive ? AdaptiveLambda(p.alpha, trainable[i]) : p.lam;
    return SeqParams{b.terminated[i] ? 0.0 : static_cast<double>(b.bootstrap_value[i]),
                     p.gamma * lam, p.gamma * p.lam_critic.value_or(lam)};
  };
  auto initial = [&](const SeqParams& sp) {
    return p.estimator == Estimator::kReturns ? Carry{sp.boot, 0, 0} : Carry{0, 0, sp.boot};
  };
  const ScanFns fns = PickScan(p);
  // Steps that never decay: c = 1 (and cc = 1 under a decoupled λ), i.e. γ = λ = 1 (returns:
  // γ = 1). A fix-up would then be a full second pass over the piece (Δ never dies out), so such
  // pieces are summarised by sums instead (ReduceUndiscounted) and written once, from their true
  // carry-in, as soon as it is known.
  const bool returns = p.estimator == Estimator::kReturns;
  const bool critic = !returns && p.lam_critic.has_value();
  auto undiscounted = [&](const SeqParams& sp) {
    return p.gamma == 1.0 && (returns || (sp.c == 1.0 && (!critic || sp.cc == 1.0)));
  };
  const ScanArgs args{&b, p.gamma, adv.data(), ret.data(), lanes};
  std::vector<Summary> summary(items.size());
  std::vector<Carry> state_out(items.size());
  std::vector<Moments> stats(p.whiten ? items.size() : 0);
  auto stats_of = [&](size_t k) { return p.whiten ? &stats[k] : nullptr; };

  // Carry-in of non-last piece k once the pieces to its right are known (phases 1 and 2).
  std::vector<Carry> carry_in(items.size());
  auto carry_into = [&](size_t k) {
    return items[k + 1].last_piece ? state_out[k + 1] : summary[k + 1].Apply(carry_in[k + 1]);
  };
  std::vector<uint8_t> fixed(items.size(), 0);  // outputs final in phase 1

  // Phase 1. The items of each range are taken right to left: they are then one descending
  // address stream, which the hardware prefetcher (and the prefetches in ScanRange) can follow,
  // and a piece whose right neighbour was finished just before it, in the same range, learns
  // its true carry-in at once, so it is fixed up (or, undiscounted, written) while it is still
  // in cache instead of in phase 3. That is the same arithmetic from the same carry-in either
  // way, so the bits do not depend on which range (hence which worker, how many threads, or the
  // timing) got the piece.
  ForItems(items, threads, [&](size_t lo, size_t hi) {
    FlushDenormals ftz;
    for (size_t k = hi; k-- > lo;) {
      const WorkItem& it = items[k];
      for (size_t i = it.seq_last; i-- > it.seq_first;) {
        const SeqParams sp = seq_params(i);
        if (!it.is_piece || it.last_piece) {
          Carry st = initial(sp);
          fns.write(args, it.is_piece ? it.begin : b.seq_begin(i),
                    it.is_piece ? it.end : b.seq_end(i), b.seq_end(i), sp, st, nullptr,
                    stats_of(k));
          state_out[k] = st;
        } else {
          const bool known = k + 1 < hi && (items[k + 1].last_piece || fixed[k + 1]);
          if (undiscounted(sp)) {
            // Written first when it can be, so that the sums then read r and the mask from cache.
            if (known) {
              carry_in[k] = carry_into(k);
              Carry st = carry_in[k];
              fns.write(args, it.begin, it.end, b.seq_end(i), sp, st, nullptr, stats_of(k));
              fixed[k] = 1;
            }
            summary[k] = fns.reduce_undiscounted(args, it.begin, it.end);
          } else {
            Carry st{};
            Sensitivity d{};
            fns.write_summarised(args, it.begin, it.end, b.seq_end(i), sp, st, &d, stats_of(k));
            summary[k] = {st, d};
            if (known) {
              carry_in[k] = carry_into(k);
              fns.fixup(args, it.begin, it.end, sp, carry_in[k], stats_of(k));
              fixed[k] = 1;
            }
          }
        }
      }
    }
  });
  // Phase 2: carry-in of every other non-last piece, right to left within its sequence.
  std::vector<size_t> pending;
  for (size_t k = items.size(); k-- > 0;) {
    if (!items[k].is_piece || items[k].last_piece || fixed[k]) continue;
    carry_in[k] = carry_into(k);
    pending.push_back(k);
  }
  // Phase 3: fix those up (undiscounted: write them).
  auto pending_tokens = [&](size_t j) { return items[pending[j]].end - items[pending[j]].begin; };
  ParallelForGuided(pending.size(), threads, pending_tokens, [&](size_t lo, size_t hi) {
    FlushDenormals ftz;
    for (size_t j = lo; j < hi; ++j) {
      const size_t k = pending[j];
      const WorkItem& it = items[k];
      const SeqParams sp = seq_params(it.seq_first);
      if (undiscounted(sp)) {
        Carry st = carry_in[k];
        fns.write(args, it.begin, it.end, b.seq_end(it.seq_first), sp, st, nullptr, stats_of(k));
      } else {
        fns.fixup(args, it.begin, it.end, sp, carry_in[k], stats_of(k));
      }
    }
  });
  if (p.whiten) {
    MergedMoments mm;
    for (const Moments& m : stats) mm.Merge(m);
    ApplyWhitening(adv, b.mask, mm, false, items, threads, lanes);
  }
}

void OutcomeEstimate(const PackedBatchView& b, const EstimatorParams& p, std::span<float> adv,
                     std::span<float> ret, const std::vector<WorkItem>& items, int threads,
                     int lanes) {
  const size_t n = b.num_sequences();
  std::vector<int64_t> len;  // trainable tokens: only OPO and REINFORCE++'s whitening weigh by them
  std::vector<double> score;
  const bool by_length =
      p.estimator == Estimator::kOpo || p.estimator == Estimator::kReinforcePpBaseline;
  SequenceSums(b, items, threads, lanes, by_length ? &len : nullptr, &score);
  if (!by_length) len.assign(n, 0);

  // Group statistics in fp64, groups in order of first appearance.
  std::unordered_map<int64_t, size_t> index;
  std::vector<size_t> gid(n);
  for (size_t i = 0; i < n; ++i) gid[i] = index.try_emplace(b.group[i], index.size()).first->second;
  const size_t g = index.size();
  std::vector<double> count(g, 0), sum(g, 0), ss(g, 0), lw(g, 0), lsum(g, 0);
  for (size_t i = 0; i < n; ++i) count[gid[i]] += 1, sum[gid[i]] += score[i];
  std::vector<double> mean(g), sd(g, 1.0), opo(g, 0.0);
  for (size_t k = 0; k < g; ++k) mean[k] = count[k] > 1 ? sum[k] / count[k] : 0.0;
  for (size_t i = 0; i < n; ++i) {
    const size_t k = gid[i];
    ss[k] += (score[i] - mean[k]) * (score[i] - mean[k]);
    lw[k] += static_cast<double>(len[i]) * score[i];
    lsum[k] += static_cast<double>(len[i]);
  }
  for (size_t k = 0; k < g; ++k) {
    if (count[k] > 1) {
      sd[k] = std::sqrt(ss[k] / (count[k] - 1));
      opo[k] = lsum[k] > 0 ? lw[k] / lsum[k] : 0.0;
    }
  }
  std::vector<double> a(n);
  for (size_t i = 0; i < n; ++i) {
    const size_t k = gid[i];
    switch (p.estimator) {
      case Estimator::kGrpo:
        a[i] = (score[i] - mean[k]) / (sd[k] + kGrpoEpsilon);
        break;
      case Estimator::kDrGrpo:
      case Estimator::kReinforcePpBaseline:
        a[i] = score[i] - mean[k];
        break;
      case Estimator::kRloo:
        a[i] = count[k] > 1 ? count[k] / (count[k] - 1) * (score[i] - mean[k]) : 0.0;
        break;
      case Estimator::kOpo:
        a[i] = score[i] - opo[k];
        break;
      default:
        break;
    }
  }
  if (p.estimator == Estimator::kReinforcePpBaseline) {
    // Whitening over trainable tokens, from per-sequence (value, count) pairs: exact and cheap.
    double tokens = 0, total = 0, m2 = 0;
    for (size_t i = 0; i < n; ++i)
      tokens += static_cast<double>(len[i]), total += static_cast<double>(len[i]) * a[i];
    if (tokens > 0) {
      const double mu = total / tokens;
      for (size_t i = 0; i < n; ++i) m2 += static_cast<double>(len[i]) * (a[i] - mu) * (a[i] - mu);
      const double scale = tokens >= 2 ? 1.0 / std::sqrt(m2 / (tokens - 1) + kWhitenEpsilon) : 1.0;
      for (double& x : a) x = (x - mu) * scale;
    }
  }
  ForItems(items, threads, [&](size_t lo, size_t hi) {
    for (size_t k = lo; k < hi; ++k) {
      const WorkItem& it = items[k];
      for (size_t i = it.seq_first; i < it.seq_last; ++i) {
        const float ai = static_cast<float>(a[i]);
        const int64_t s = it.is_piece ? it.begin : b.seq_begin(i),
                      e = it.is_piece ? it.end : b.seq_end(i);
        for (int64_t t = s; t < e; ++t) adv[t] = ret[t] = b.mask[t] ? ai : 0.0f;
      }
    }
  });
}

int ResolveLanes(int requested) {
  const int widest = CpuSimdLanes();
  if (requested <= 0) return widest;
  return requested >= 16 ? widest : requested >= 8 ? std::min(8, widest) : 1;
}

}  // namespace

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
  const std::vector<WorkItem> items =
      Partition(batch, std::max<int64_t>(options.chunk_tokens, 1), options.parallel_pieces);
  if (IsScanEstimator(p.estimator)) {
    ScanEstimate(batch, p, adv, ret, items, threads, ResolveLanes(options.simd_lanes));
  } else {
    OutcomeEstimate(batch, p, adv, ret, items, threads, ResolveLanes(options.simd_lanes));
  }
}

void WhitenMasked(std::span<float> x, std::span<const uint8_t> mask, bool zero_unmasked,
                  int threads) {
  constexpr int64_t kChunk = 1 << 15;
  std::vector<WorkItem> items;
  const int64_t total = static_cast<int64_t>(x.size());
  for (int64_t s = 0; s < total; s += kChunk)
    items.push_back({s, std::min(s + kChunk, total), 0, 0, true, false});
  std::vector<Moments> stats(items.size());
  const int lanes = ResolveLanes(0);
  ForItems(items, ResolveThreads(threads), [&](size_t lo, size_t hi) {
    for (size_t k = lo; k < hi; ++k)
      AddTrainable(&stats[k], x.data(), mask.data(), items[k].begin, items[k].end, lanes);
  });
  MergedMoments mm;
  for (const Moments& m : stats) mm.Merge(m);
  ApplyWhitening(x, mask, mm, zero_unmasked, items, ResolveThreads(threads), lanes);
}

}  // namespace agentrl::kernels
