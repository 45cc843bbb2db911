// The per-thread arithmetic of the CUDA scan estimators, shared by the kernels
// (estimators_cuda.cu) and their CPU twin (cuda_twin.cc, built everywhere and tested without a
// GPU): both run the same operations in the same order. Plain C++ when not compiled by nvcc.
// The scan element (an affine map of the carried state) and its algebra are public, in
// agentrl/kernels/scan_map.h, which says why every multiply-add is an explicit fma.
#pragma once

#include <cmath>
#include <cstdint>

#include "agentrl/kernels/cuda_estimators.h"
#include "agentrl/kernels/scan_map.h"

#if defined(__CUDACC__)
#define AGENTRL_UNROLL _Pragma("unroll")
#else
#define AGENTRL_UNROLL
#endif

namespace agentrl::kernels::cuda_detail {

constexpr int kThreads = 256;
constexpr int kItems = 16;
constexpr int kTile = kThreads * kItems;  // tokens per block
constexpr int kWarps = kThreads / 32;
constexpr int kCarryThreads = 1024;  // phase 2: one block
// Single pass: how many predecessor tiles one look-back can hold (in 32-tile windows).
constexpr int kLookbackWindows = 32;

// The scan element and its algebra (agentrl/kernels/scan_map.h), under the names the kernels use.
using scan::Apply;
using scan::Compose;
using scan::CopyFirstIntoSecond;
using scan::Decay;
using scan::Identity;
using scan::IsReset;
using scan::Map;
using scan::State;

// The single-pass scan's carry rule: the state leaving a tile to the left, from its aggregate
// map and the state entering it from the right. A tile whose aggregate holds a reset ignores
// what enters (applied to zero), so it can publish this before its look-back finishes; for any
// finite entering state Apply gives the same values (up to the sign of a zero nv), and
// defining it this way makes the published bits independent of timing too.
AGENTRL_HD State Inclusive(const Map& aggregate, const State& entering) {
  return Apply(aggregate, IsReset(aggregate) ? State{0.f, 0.f, 0.f} : entering);
}

// The single pass's look-back (LookBackCarry in estimators_cuda.cu; replayed with random
// interleavings by cuda_twin.cc's ReplayLookBack). Each tile publishes a descriptor, then a status.
enum TileStatus : int { kInvalid = 0, kAggregate = 1, kInclusive = 2 };
struct alignas(16) TileDesc {
  Map aggregate;    // valid from kAggregate on
  State inclusive;  // valid at kInclusive: the state leaving the tile to the left
  float pad;
};

// One look-back step over a window of 32 predecessors (lane l: the tile l + 1 + 32·windows to
// the right of the scanning tile). inc and ready: lanes whose tile has published its leaving
// state, and anything at all. kFound: lane `first` has the nearest leaving state and every lane
// before it an aggregate. kNextWindow: all 32 hold aggregates only; stash them and read the
// next 32. kWait: a lane before the nearest leaving state has published nothing yet; kStashFull:
// all 32 hold aggregates but kLookbackWindows windows are stashed. Both: read the window again.
enum class LookBackAction { kWait, kStashFull, kNextWindow, kFound };
struct LookBackStep {
  LookBackAction action;
  int first;
};
AGENTRL_HD int LowestSetBit(unsigned x) {  // x != 0
#if defined(__CUDA_ARCH__)
  return __ffs(static_cast<int>(x)) - 1;
#else
  return __builtin_ctz(x);
#endif
}
AGENTRL_HD LookBackStep LookBackDecide(unsigned inc, unsigned ready, int windows) {
  const int first = inc ? LowestSetBit(inc) : 32;
  const unsigned before = first == 32 ? ~0u : (1u << first) - 1u;
  if ((ready & before) != before) return {LookBackAction::kWait, first};
  if (first < 32) return {LookBackAction::kFound, first};
  return {windows + 1 < kLookbackWindows ? LookBackAction::kNextWindow : LookBackAction::kStashFull,
          32};
}

// The entering state of the scanning tile from the leaving state x found `count` tiles away:
// the stashed aggregates (stash[d]: the tile d + 1 to the right) applied one at a time, nearest
// to x first.
AGENTRL_HD State ApplyStashed(const Map* stash, int count, State x) {
  for (int d = count - 1; d >= 0; --d) x = Inclusive(stash[d], x);
  return x;
}

AGENTRL_HD int64_t Min64(int64_t a, int64_t b) { return a < b ? a : b; }
AGENTRL_HD int64_t Max64(int64_t a, int64_t b) { return a < b ? b : a; }

enum class Kind { kGae, kReturns, kSum };

struct ScanParams {
  CudaPackedBatch b;
  Kind kind;
  bool carry;  // mask mode
  float gamma;
  float eps, eps_critic;  // 1 − γλ and 1 − γλ_critic (returns: 1 − γ), from fp64
  const float* seq_eps;   // per-sequence 1 − γλ_i (gae_adaptive) or nullptr
  bool critic;            // decoupled λ
};

// Host side: the scan of a scan estimator (seq_eps still to be filled for gae_adaptive), and
// the scan of per-sequence reward sums and trainable counts.
inline ScanParams ScanParamsFor(const CudaPackedBatch& b, const EstimatorParams& p) {
  const bool returns = p.estimator == Estimator::kReturns;
  const double c = returns ? p.gamma : p.gamma * p.lam;
  const double cc = returns ? p.gamma : p.gamma * p.lam_critic.value_or(p.lam);
  return {b,
          returns ? Kind::kReturns : Kind::kGae,
          p.mask_mode == MaskMode::kCarry,
          static_cast<float>(p.gamma),
          static_cast<float>(1.0 - c),
          static_cast<float>(1.0 - cc),
          nullptr,
          p.lam_critic.has_value() && !returns};
}
inline ScanParams SumParams(const CudaPackedBatch& b) {
  return {b, Kind::kSum, true, 1.f, 0.f, 0.f, nullptr, false};
}

// What a scan computes per token (ScanParams::kind, ::carry and ::critic) as compile-time
// constants. The per-token code below takes it as a template argument, so each kernel is
// compiled for one shape, with no per-token branches on the kind. With the kind read at run
// time, every kernel held the code of all five shapes in each of its 16 unrolled token steps
// (instruction counts and compile times: bench/results/kernel_history.md).
// Same operations, same bits.
//
// second: whether the scan needs its second component (ac: the critic-λ advantage, or the sums'
// trainable count). Where it does not (returns, and gae without a decoupled λ), every token map
// has ec = ea, qc = qa and uc = ua (for gae, ε_critic is computed from the same λ, or is the
// sequence's own ε), so Compose and Apply, running the same operations on both parts, keep
// c == a bit for bit in every map and state. The per-thread code then computes the a part only
// and copies it (Compose<false>, Apply<false>): about a third of a token's map arithmetic, and
// three of the eight floats each warp-scan step shuffles. Phase 2, the look-back and the CPU
// twin's generic Compose see the same maps either way.
template <Kind K, bool kCarry, bool kCritic = false>
struct Shape {
  static constexpr Kind kind = K;
  static constexpr bool carry = K == Kind::kSum || kCarry;  // kSum has no mask mode
  static constexpr bool second = K == Kind::kSum || (K == Kind::kGae && kCritic);
};

// f(Shape<...>{}) for the shape of p: the one place a run-time kind becomes a type.
template <class F>
AGENTRL_HD decltype(auto) WithShape(const ScanParams& p, F&& f) {
  if (p.kind == Kind::kSum) return f(Shape<Kind::kSum, true>{});
  if (p.kind == Kind::kReturns)
    return p.carry ? f(Shape<Kind::kReturns, true>{}) : f(Shape<Kind::kReturns, false>{});
  if (p.critic)
    return p.carry ? f(Shape<Kind::kGae, true, true>{}) : f(Shape<Kind::kGae, false, true>{});
  return p.carry ? f(Shape<Kind::kGae, true>{}) : f(Shape<Kind::kGae, false>{});
}

// The 16 tokens of one thread. The mask is kept as one bit per token (bit k: token k is
// trainable): one register, where 16 mask bytes took up to 16.
struct Tokens {
  float r[kItems], v[kItems];
  uint32_t trainable;
  float v_after;  // zero mode: masked value of the token after the thread's last one
};
AGENTRL_HD bool Trainable(const Tokens& x, int k) { return (x.trainable >> k) & 1u; }

// Scalar loads (the kernels use 16-byte vector loads where the buffers allow).
AGENTRL_HD void LoadTokensScalar(const CudaPackedBatch& b, int64_t t0, Tokens& x) {
  x.trainable = 0;
  AGENTRL_UNROLL
  for (int k = 0; k < kItems; ++k) {
    const bool in = t0 + k < b.num_tokens;
    x.r[k] = in ? b.rewards[t0 + k] : 0.f;
    x.v[k] = in ? b.values[t0 + k] : 0.f;
    x.trainable |= (in && b.mask[t0 + k] != 0 ? 1u : 0u) << k;
  }
  const int64_t after = t0 + kItems;
  x.v_after = after < b.num_tokens && b.mask[after] ? b.values[after] : 0.f;
}

// Largest i with cu[i] <= t: the (non-empty) sequence containing token t.
AGENTRL_HD int64_t SequenceOf(const int64_t* cu, int64_t n, int64_t t) {
  int64_t lo = 0, hi = n;  // cu[lo] <= t < cu[hi] holds for valid t
  while (hi - lo > 1) {
    const int64_t mid = lo + (hi - lo) / 2;
    if (cu[mid] <= t)
      lo = mid;
    else
      hi = mid;
  }
  return lo;
}

// Walks a thread's tokens right to left, tracking the sequence of each token. Its bounds are
// held relative to the thread's first token t0, in 32 bits, clamped to [-1, kItems]: the
// unrolled per-token tests then compare a register with the constant k, where 64-bit token
// indices took a 64-bit add and a two-instruction compare each.
struct SequenceCursor {
  const ScanParams* p;
  int64_t t0;
  int64_t seq;
  int first_k, last_k;  // the sequence's first and last token, as indices in the thread
  float boot, e, ec;

  AGENTRL_HD void Load(int64_t s) {
    seq = s;
    first_k = static_cast<int>(Max64(p->b.cu_seqlens[s] - t0, -1));
    last_k = static_cast<int>(Min64(p->b.cu_seqlens[s + 1] - 1 - t0, kItems));
    boot = p->b.terminated[s] ? 0.f : p->b.bootstrap_value[s];
    e = p->seq_eps ? p->seq_eps[s] : p->eps;
    ec = p->critic || !p->seq_eps ? p->eps_critic : e;
  }
  AGENTRL_HD void MoveTo(int k) {  // token k is at or left of the current sequence's end
    while (first_k > k) Load(seq - 1);
  }
};

// The map of token t (index k in the thread), including the reset at a sequence's last token.
// Only carry-mode GAE reads nv (qa, qc ≠ 0); the other kinds still zero it at a reset (s = 0),
// which changes no output but makes every map holding a reset pass IsReset.
template <class S>
AGENTRL_HD Map TokenMap(const ScanParams& p, const Tokens& x, int k, const SequenceCursor& sc) {
  const bool is_end = k == sc.last_k;
  const bool mt = Trainable(x, k);
  const float r = x.r[k], v = x.v[k];
  Map m = Identity();
  if constexpr (S::kind == Kind::kSum) {
    m.ua = r;
    m.uc = mt ? 1.f : 0.f;
    if (is_end) m.ea = 1.f, m.ec = 1.f, m.s = 0.f;
    return m;
  }
  if constexpr (S::kind == Kind::kReturns) {
    if (mt || !S::carry) m.ea = sc.e, m.ua = mt ? r : 0.f;
    // a := Boot, then the token
    if (is_end) m.ua = Decay(m.ea, sc.boot) + m.ua, m.ea = 1.f, m.s = 0.f;
    m.ec = m.ea, m.uc = m.ua;
    return m;
  }
  if constexpr (S::carry) {
    if (mt) m = {sc.e, p.gamma, r - v, sc.ec, p.gamma, r - v, 0.f, v};
    if (is_end) {  // compose with the reset x := (0, 0, Boot)
      m.ua = fmaf(m.qa, sc.boot, m.ua);
      m.uc = fmaf(m.qc, sc.boot, m.uc);
      m.w = fmaf(m.s, sc.boot, m.w);
      m.ea = m.ec = 1.f;
      m.qa = m.qc = m.s = 0.f;
    }
    return m;
  } else {
    // zero mode: δ needs the next token's masked value, or Boot at the sequence end
    const float v_next =
        is_end ? sc.boot : (k + 1 < kItems ? (Trainable(x, k + 1) ? x.v[k + 1] : 0.f) : x.v_after);
    const float delta = fmaf(p.gamma, v_next, (mt ? r : 0.f) - (mt ? v : 0.f));
    m.ea = is_end ? 1.f : sc.e;
    m.ec = is_end ? 1.f : sc.ec;
    m.s = is_end ? 0.f : 1.f;
    m.ua = m.uc = delta;
    return m;
  }
}

// The sequence of the last token of the thread whose first token is t0 (0 past the end). A
// thread searches for it once: its aggregate and its scan both start their walk there.
AGENTRL_HD int64_t ThreadSequence(const ScanParams& p, int64_t t0) {
  if (t0 >= p.b.num_tokens) return 0;
  return SequenceOf(p.b.cu_seqlens, p.b.num_sequences, Min64(t0 + kItems, p.b.num_tokens) - 1);
}

// Visits a thread's tokens right to left: visit(k, sc) for each token t0 + k below num_tokens,
// with the cursor sc on its sequence (seq: ThreadSequence(p, t0)). The loop is fully unrolled
// so that the caller's token arrays stay in registers (a runtime index would put them in local
// memory).
template <class Visit>
AGENTRL_HD void ForEachTokenRightToLeft(const ScanParams& p, int64_t t0, int64_t seq,
                                        Visit&& visit) {
  if (t0 >= p.b.num_tokens) return;
  const int last = static_cast<int>(Min64(kItems, p.b.num_tokens - t0)) - 1;
  SequenceCursor sc{&p, t0};
  sc.Load(seq);
  AGENTRL_UNROLL
  for (int k = kItems - 1; k >= 0; --k) {
    if (k > last) continue;
    sc.MoveTo(k);
    visit(k, sc);
  }
}

// Composition of the thread's 16 token maps (leftmost ∘ ... ∘ rightmost).
template <class S>
AGENTRL_HD Map ThreadAggregate(const ScanParams& p, const Tokens& x, int64_t t0, int64_t seq) {
  Map agg = Identity();
  ForEachTokenRightToLeft(p, t0, seq, [&](int k, const SequenceCursor& sc) {
    agg = Compose<S::second>(TokenMap<S>(p, x, k, sc), agg);
  });
  return agg;
}

// Per-thread whitening moments of the trainable advantages (fp64).
struct ThreadMoments {
  double n = 0, sum = 0, sumsq = 0;
};

// Phase 3 for one thread: from the state s arriving at its last token, walk its tokens right
// to left and hand each token's outputs to write(k, adv, ret) (k: the token's index in the
// thread). Kind kSum writes per-sequence totals at each sequence's first token instead. With
// kMoments it also sums the whitening moments of the trainable advantages, in fp64: a template
// argument rather than a run-time test, since with the sums and their block reduction compiled
// in, calls that do not whiten ran 11-23% more steady-state instructions in phase 3 and the
// single pass (bench/gpu/sass_count.sh counts them).
template <class S, bool kMoments, class Write>
AGENTRL_HD ThreadMoments ThreadScanWrite(const ScanParams& p, const Tokens& x, int64_t t0,
                                         int64_t seq, State s, float* seq_sum, float* seq_count,
                                         Write&& write) {
  ThreadMoments mo;
  ForEachTokenRightToLeft(p, t0, seq, [&](int k, const SequenceCursor& sc) {
    s = Apply<S::second>(TokenMap<S>(p, x, k, sc), s);
    if constexpr (S::kind == Kind::kSum) {
      if (k == sc.first_k) seq_sum[sc.seq] = s.a, seq_count[sc.seq] = s.ac;
      return;
    }
    const bool mt = Trainable(x, k);
    float r_out = s.a;
    if constexpr (S::kind == Kind::kGae)
      r_out = (S::second ? s.ac : s.a) + ((S::carry || mt) ? x.v[k] : 0.f);
    write(k, s.a, r_out);
    if constexpr (kMoments) {
      if (mt) mo.n += 1, mo.sum += s.a, mo.sumsq = fma(double{s.a}, double{s.a}, mo.sumsq);
    }
  });
  return mo;
}

// Coalesced stores. A thread's 16 outputs are 16 consecutive tokens; stored directly, each warp
// store instruction would touch 32 tokens 64 bytes apart (16 cache lines for 128 bytes of
// data). Instead each warp stages its 512 outputs of an array in shared memory, a row of 16
// floats per lane, and then stores them warp-striped.
// - Writing: a row is four 16-byte chunks (tokens 4c..4c+3), and a thread writes each chunk
//   with one 16-byte store once its four tokens are done. Chunk c of row l sits at position
//   c ^ ((l >> 1) & 3) of the row: a 16-byte store is served a quarter-warp (8 lanes) at a
//   time, and the swizzle gives those 8 lanes' chunks 8 different 16-byte bank groups.
// - Reading, when the warp's 512 tokens are all in the batch and the array is 16-byte aligned:
//   lane l takes the chunk (row 8j + l/4, c = l % 4) and stores it to tokens 128j + 4l..+3, four
//   16-byte global stores per lane, each warp instruction writing 512 contiguous bytes; again
//   each quarter-warp's reads fall in 8 different bank groups (rows 2m and 2m+1, all 4 chunks).
// - Otherwise (the batch's last warp, or an unaligned array): one float per lane per step,
//   element e = 32j + lane, 128 contiguous bytes per instruction; the 32 lanes read two rows,
//   16 consecutive tokens each, which the swizzle leaves in 32 different banks.
// The staging's instruction cost against direct stores: bench/results/kernel_history.md.
constexpr int kChunk = 4;                  // floats per 16-byte chunk
constexpr int kStageFloats = 32 * kItems;  // one warp, one output array

// Offset in a warp's stage of chunk c (tokens 4c..4c+3) of row `row` (the lane that owns it).
AGENTRL_HD int StageChunk(int row, int c) {
  return row * kItems + ((c ^ ((row >> 1) & 3)) * kChunk);
}
AGENTRL_HD int StageSlot(int row, int k) { return StageChunk(row, k / kChunk) + k % kChunk; }

// 16-byte moves (dst, and src when it is a pointer, 16-byte aligned on the device; the host
// twin copies the floats one by one).
AGENTRL_HD void StoreChunk(float* dst, const float (&c)[kChunk]) {
#if defined(__CUDA_ARCH__)
  *reinterpret_cast<float4*>(dst) = make_float4(c[0], c[1], c[2], c[3]);
#else
  for (int i = 0; i < kChunk; ++i) dst[i] = c[i];
#endif
}
AGENTRL_HD void CopyChunk(float* dst, const float* src) {
#if defined(__CUDA_ARCH__)
  *reinterpret_cast<float4*>(dst) = *reinterpret_cast<const float4*>(src);
#else
  for (int i = 0; i < kChunk; ++i) dst[i] = src[i];
#endif
}

// A thread's outputs on their way into its stage rows: ThreadScanWrite's write(k, adv, ret).
// The walk runs right to left, so token k with k % 4 == 0 completes its chunk, which then goes
// out as one 16-byte store per array. Slots of tokens past the batch's end hold zeros, or
// nothing written at all; the stores never read them.
struct StageWriter {
  float* adv;  // the warp's stage of each array
  float* ret;
  int row;
  float a[kChunk] = {0.f, 0.f, 0.f, 0.f};
  float r[kChunk] = {0.f, 0.f, 0.f, 0.f};
  AGENTRL_HD void operator()(int k, float adv_k, float ret_k) {
    a[k % kChunk] = adv_k;
    r[k % kChunk] = ret_k;
    if (k % kChunk == 0) {
      StoreChunk(adv + StageChunk(row, k / kChunk), a);
      StoreChunk(ret + StageChunk(row, k / kChunk), r);
    }
  }
};

// Whether a warp stores its staged tokens with 16-byte stores (all 512 in the batch, dst
// 16-byte aligned; the warp's first token is a multiple of 512).
AGENTRL_HD bool WholeWarpStore(int64_t warp_t0, int64_t num_tokens, const float* dst) {
  return warp_t0 + kStageFloats <= num_tokens && reinterpret_cast<uintptr_t>(dst) % 16 == 0;
}

// Lane `lane`'s share of its warp's store of one staged output array; the warp's tokens start
// at warp_t0.
AGENTRL_HD void StoreStagedLane(const float* stage, int64_t warp_t0, int lane, int64_t num_tokens,
                                float* dst) {
  if (WholeWarpStore(warp_t0, num_tokens, dst)) {
    AGENTRL_UNROLL
    for (int j = 0; j < kItems / kChunk; ++j) {
      CopyChunk(dst + warp_t0 + j * 32 * kChunk + lane * kChunk,
                stage + StageChunk(j * (32 / kChunk) + lane / kChunk, lane % kChunk));
    }
    return;
  }
  AGENTRL_UNROLL
  for (int j = 0; j < kItems; ++j) {
    const int e = j * 32 + lane;
    if (warp_t0 + e < num_tokens) dst[warp_t0 + e] = stage[StageSlot(e / kItems, e % kItems)];
  }
}

// 1 − γ·λ_i for VAPO's length-adaptive λ_i = clamp(1 − 1/(α·l_i), 0, 1), in fp64.
AGENTRL_HD float AdaptiveEpsilon(double gamma, double alpha, float trainable) {
  const double al = alpha * static_cast<double>(trainable);
  double lam = al <= 0.0 ? 0.0 : 1.0 - 1.0 / al;
  lam = lam < 0.0 ? 0.0 : (lam > 1.0 ? 1.0 : lam);
  return static_cast<float>(fma(-gamma, lam, 1.0));
}

// The whitening transform from the reduced moments: mean_scale = {mean, 1/sqrt(var + ε)}.
AGENTRL_HD void MeanScale(double n, double sum, double sumsq, double* mean_scale) {
  const double mean = n > 0 ? sum / n : 0.0;
  const double var = n >= 2 ? fmax(0.0, fma(-n * mean, mean, sumsq)) / (n - 1) : 0.0;
  mean_scale[0] = n > 0 ? mean : 0.0;
  mean_scale[1] = n >= 2 ? 1.0 / sqrt(var + kWhitenEpsilon) : 1.0;
}

}  // namespace agentrl::kernels::cuda_detail
