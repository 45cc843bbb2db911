// CUDA path of estimators.h. See cuda_estimators.h for the shape of the computation; here is
// why it is shaped that way.
//
// Every scan estimator is the suffix scan of affine maps over the packed buffer: token t maps
// the state arriving from t+1, x = (a, a_critic, nv), to the state at t:
//   gae, carry, trainable:  a' = γλ·a + γ·nv + (r − V),  a_c' = γλ_c·a_c + γ·nv + (r − V), nv' = V
//   gae, carry, mask 0:     identity (the state is carried)
//   gae, zero:              a' = γλ·a + δ_t with δ_t = m·r + γ·V'_{t+1} − m·V (V'_{t+1} is data)
//   returns:                a' = γ·a + r (carry: identity at mask 0; zero: r → m·r)
//   sums (outcome scores):  a' = a + r, a_c' = a_c + m
// A sequence's last token composes a reset to (0, 0, Boot) first, so maps never leak across
// sequences and tiles can ignore sequence boundaries. Maps compose associatively:
// Map = {ea, qa, ua, ec, qc, uc, s, w} with a' = (1 − ea)·a + qa·nv + ua,
// a_c' = (1 − ec)·a_c + qc·nv + uc, nv' = s·nv + w; eight floats in registers. The decays are
// held as distances from 1, computed in fp64 (tile_scan.cuh says why).
//
// The per-thread code (token maps, the walk over a thread's 16 tokens, phase 3's writes) lives
// in tile_scan.cuh, shared with the CPU twin (cuda_twin.cc), which replays these kernels thread
// by thread on the host: the algorithm and its numerics are tested without a GPU, and on a GPU
// the check compares the device's bits with the twin's. Each tile kernel is compiled once per
// shape (tile_scan.cuh's Shape: gae, with or without a decoupled λ, or returns, in carry or zero
// mode, or the sums scan), so its unrolled per-token code holds no branch on what it computes,
// and only gae with a decoupled λ and the sums carry the scan's second component; RunScan picks
// the instance.
//
// Two scans, both bitwise reproducible; CudaOptions::single_pass picks one.
// - Three phases (the default): tile maps (phase 1), the carry into each tile (phase 2, one
//   block), a rescan of each tile from its carry (phase 3). Every combine happens in a fixed
//   tree, so the bits never change, but the input is read twice: 26 bytes of traffic per token
//   against the 17 of a copy, so at most 65% of copy bandwidth on large inputs.
// - Single pass: one kernel, each token read once, with a decoupled look-back between tiles.
//   CUB's look-back composes predecessors' maps in an order that depends on where it stops,
//   which changes the rounding from run to run. Here the look-back applies the maps one by one
//   to a state instead (LookBackCarry says why that fixes the bits).
// 16 tokens per thread keep 16-byte vector loads for r, V (float4 ×4) and the mask (one uint4).
#include <cuda_runtime.h>

#include <cub/cub.cuh>
#include <cuda/atomic>
#include <map>
#include <mutex>
#include <string>
#include <vector>

#include "agentrl/kernels/cuda_estimators.h"
#include "agentrl/kernels/cuda_handles.h"
#include "group_stats.cuh"
#include "tile_scan.cuh"

#define AGENTRL_CUDA_CHECK(expr)                                 \
  do {                                                           \
    const cudaError_t agentrl_err_ = (expr);                     \
    if (agentrl_err_ != cudaSuccess) {                           \
      return CudaError(agentrl_err_, #expr, __FILE__, __LINE__); \
    }                                                            \
  } while (0)

namespace agentrl::kernels {
namespace {

using namespace cuda_detail;

// Resident blocks per SM the tile kernels are compiled for (__launch_bounds__), which caps
// their registers at 65536 / (256 · blocks). The vector-load kernels fit 80 registers with no
// spills (ptxas, sm_90), so they aim for 3; the scalar-load ones would spill, so they keep 2.
// The three-phase scan's vector-load kernels of gae/carry also fit 64 registers (4 blocks)
// without spilling, the single pass does not: bench/gpu/run.sh builds a second driver with
// -DAGENTRL_THREE_PHASE_MIN_BLOCKS=4 to time that choice (its single pass is unchanged).
#ifndef AGENTRL_VEC_MIN_BLOCKS
#define AGENTRL_VEC_MIN_BLOCKS 3
#endif
#ifndef AGENTRL_THREE_PHASE_MIN_BLOCKS
#define AGENTRL_THREE_PHASE_MIN_BLOCKS AGENTRL_VEC_MIN_BLOCKS
#endif
template <bool kVec, bool kSinglePass = false>
constexpr int kMinBlocksPerSm =
    !kVec ? 2 : (kSinglePass ? AGENTRL_VEC_MIN_BLOCKS : AGENTRL_THREE_PHASE_MIN_BLOCKS);

Status CudaError(cudaError_t e, const char* expr, const char* file, int line) {
  return Status::Runtime(std::string(file) + ":" + std::to_string(line) + ": " + expr + ": " +
                         cudaGetErrorString(e));
}

// kSecond = false: the map's c part is a copy of its a part (Shape::second), and so is sent once.
template <bool kSecond>
__device__ __forceinline__ Map ShflDown(const Map& m, int offset) {
  Map o;
  o.ea = __shfl_down_sync(0xffffffffu, m.ea, offset);
  o.qa = __shfl_down_sync(0xffffffffu, m.qa, offset);
  o.ua = __shfl_down_sync(0xffffffffu, m.ua, offset);
  if constexpr (kSecond) {
    o.ec = __shfl_down_sync(0xffffffffu, m.ec, offset);
    o.qc = __shfl_down_sync(0xffffffffu, m.qc, offset);
    o.uc = __shfl_down_sync(0xffffffffu, m.uc, offset);
  } else {
    CopyFirstIntoSecond(o);
  }
  o.s = __shfl_down_sync(0xffffffffu, m.s, offset);
  o.w = __shfl_down_sync(0xffffffffu, m.w, offset);
  return o;
}

template <bool kVec>
__device__ void LoadTokens(const CudaPackedBatch& b, int64_t t0, Tokens& x) {
  if (kVec && t0 + kItems <= b.num_tokens) {
#pragma unroll
    for (int k = 0; k < kItems; k += 4) {
      const float4 r4 = *reinterpret_cast<const float4*>(b.rewards + t0 + k);
      const float4 v4 = *reinterpret_cast<const float4*>(b.values + t0 + k);
      x.r[k] = r4.x, x.r[k + 1] = r4.y, x.r[k + 2] = r4.z, x.r[k + 3] = r4.w;
      x.v[k] = v4.x, x.v[k + 1] = v4.y, x.v[k + 2] = v4.z, x.v[k + 3] = v4.w;
    }
    const uint4 m16 = *reinterpret_cast<const uint4*>(b.mask + t0);
    const uint32_t words[4] = {m16.x, m16.y, m16.z, m16.w};
    x.trainable = 0;
#pragma unroll
    for (int k = 0; k < kItems; ++k)
      x.trainable |= (((words[k / 4] >> (8 * (k % 4))) & 0xffu) != 0 ? 1u : 0u) << k;
    const int64_t after = t0 + kItems;
    x.v_after = after < b.num_tokens && b.mask[after] ? b.values[after] : 0.f;
  } else {
    LoadTokensScalar(b, t0, x);
  }
}

// Warp-level reduction in a fixed tree; lane 0 holds lane0 ∘ lane1 ∘ ... ∘ lane31.
template <bool kSecond>
__device__ Map WarpReduce(Map m) {
  const int lane = threadIdx.x % 32;
#pragma unroll
  for (int o = 1; o < 32; o *= 2) {
    const Map right = ShflDown<kSecond>(m, o);
    if (lane + o < 32) m = Compose<kSecond>(m, right);
  }
  return m;
}

// Phase 1: one map per tile.
template <bool kVec, class S>
__global__ void __launch_bounds__(kThreads, kMinBlocksPerSm<kVec>)
    TileReduceKernel(ScanParams p, Map* tile_maps) {
  __shared__ Map warp_maps[kWarps];
  const int64_t t0 =
      static_cast<int64_t>(blockIdx.x) * kTile + static_cast<int64_t>(threadIdx.x) * kItems;
  Tokens x;
  if (t0 < p.b.num_tokens) LoadTokens<kVec>(p.b, t0, x);
  Map m = WarpReduce<S::second>(ThreadAggregate<S>(p, x, t0, ThreadSequence(p, t0)));
  if (threadIdx.x % 32 == 0) warp_maps[threadIdx.x / 32] = m;
  __syncthreads();
  if (threadIdx.x == 0) {
    Map tile = Identity();
    for (int w = kWarps - 1; w >= 0; --w) tile = Compose<S::second>(warp_maps[w], tile);
    tile_maps[blockIdx.x] = tile;
  }
}

// Phase 2: the state entering each tile from the right, x_k = (map_{k+1} ∘ ... ∘ map_{K-1})(0).
// One block; each thread owns a contiguous run of tiles; a fixed sequential pass over the run
// aggregates joins them (only the runs that hold tiles: a small input has few).
__global__ void __launch_bounds__(kCarryThreads)
    TileCarryKernel(const Map* tile_maps, int64_t tiles, State* carry_in) {
  __shared__ Map run_maps[kCarryThreads];
  __shared__ State run_in[kCarryThreads];
  const int64_t per = (tiles + kCarryThreads - 1) / kCarryThreads;
  const int64_t k0 = min(tiles, static_cast<int64_t>(threadIdx.x) * per), k1 = min(tiles, k0 + per);
  Map run = Identity();
  for (int64_t k = k1 - 1; k >= k0; --k) run = Compose(tile_maps[k], run);
  run_maps[threadIdx.x] = run;
  __syncthreads();
  if (threadIdx.x == 0) {
    const int runs = static_cast<int>((tiles + per - 1) / per);
    State x{0.f, 0.f, 0.f};
    for (int j = runs - 1; j >= 0; --j) {
      run_in[j] = x;
      x = Apply(run_maps[j], x);
    }
  }
  __syncthreads();
  State x = run_in[threadIdx.x];
  for (int64_t k = k1 - 1; k >= k0; --k) {
    carry_in[k] = x;
    x = Apply(tile_maps[k], x);
  }
}

using Moments = ThreadMoments;

// The single pass's look-back. Tiles take tickets in the order they start, and ticket k scans
// tile tiles-1-k, so every tile right of a running tile has started and is resident or done:
// a look-back never waits on a tile that has not been scheduled. Each tile publishes its
// aggregate map (status kAggregate) and, once its carry is known, the state leaving it
// (kInclusive); a tile whose aggregate holds a sequence reset, and the last tile, publish the
// leaving state at once (Inclusive() ignores what enters them).
struct LookBack {
  int* status;     // tiles + 1 ints, zeroed before the launch; status[tiles] is the ticket counter
  TileDesc* desc;  // tiles
  int64_t tiles;
};

__device__ __forceinline__ int LoadStatus(int* s) {
  return cuda::atomic_ref<int, cuda::thread_scope_device>(*s).load(cuda::memory_order_acquire);
}
__device__ __forceinline__ void StoreStatus(int* s, int v) {
  cuda::atomic_ref<int, cuda::thread_scope_device>(*s).store(v, cuda::memory_order_release);
}
// Published descriptors are read through L2 (__ldcg), never from a stale L1 line.
__device__ __forceinline__ Map LoadAggregate(const TileDesc& d) {
  const float4 a = __ldcg(reinterpret_cast<const float4*>(&d.aggregate));
  const float4 b = __ldcg(reinterpret_cast<const float4*>(&d.aggregate) + 1);
  return {a.x, a.y, a.z, a.w, b.x, b.y, b.z, b.w};
}
__device__ __forceinline__ State LoadInclusive(const TileDesc& d) {
  const float4 a = __ldcg(reinterpret_cast<const float4*>(&d.inclusive));
  return {a.x, a.y, a.z};
}

// Run by warp 0 once warp_maps holds the tile's warp aggregates; returns (in every lane) the
// state entering the tile from the right. That state is defined as C_i = Inclusive(A_{i+1},
// C_{i+1}) with C_last = 0, a chain over the tiles' aggregate maps A. The look-back finds the
// nearest tile j > i that has published C_{j-1} and applies A_{j-1}, ..., A_{i+1} to it one at
// a time: the same operations on the same values wherever it stops, since C_{j-1} was made by
// the same Inclusive from C_j. The published bits are therefore fixed, and the CPU twin
// replays the chain (cuda_twin.cc). The price is a sequential walk over the tiles passed,
// two dependent fmas each. A window of 32 predecessors is read per step; windows of
// aggregates are stashed in shared memory, up to kLookbackWindows of them.
// A look-back still waiting after this many polls (seconds) means a broken protocol; trapping
// turns the hang into a launch error, which CudaEstimate returns.
constexpr int64_t kLookBackPollLimit = int64_t{1} << 24;

__device__ State LookBackCarry(const LookBack& lb, int64_t tile, const Map* warp_maps, Map* stash) {
  const int lane = threadIdx.x % 32;
  Map agg = Identity();  // the tile's aggregate, composed as phase 1 does (same bits)
  for (int w = kWarps - 1; w >= 0; --w) agg = Compose(warp_maps[w], agg);
  const bool last = tile == lb.tiles - 1;
  const bool early = last || IsReset(agg);
  if (lane == 0) {
    if (early) {
      lb.desc[tile].inclusive = Inclusive(agg, State{0.f, 0.f, 0.f});
    } else {
      lb.desc[tile].aggregate = agg;
    }
    StoreStatus(&lb.status[tile], early ? kInclusive : kAggregate);
  }
  if (last) return State{0.f, 0.f, 0.f};
  int64_t base = tile + 1, polls = 0;
  int windows = 0;
  for (;;) {
    const int64_t j = base + lane;
    const int st = j < lb.tiles ? LoadStatus(&lb.status[j]) : kInclusive;
    const LookBackStep step = LookBackDecide(__ballot_sync(~0u, st == kInclusive),
                                             __ballot_sync(~0u, st != kInvalid), windows);
    if (step.action == LookBackAction::kWait || step.action == LookBackAction::kStashFull) {
      if (++polls > kLookBackPollLimit) __trap();
      __nanosleep(64);
      continue;
    }
    if (lane < step.first) stash[windows * 32 + lane] = LoadAggregate(lb.desc[j]);
    if (step.action == LookBackAction::kNextWindow) {
      ++windows;
      base += 32;
      continue;
    }
    State x{0.f, 0.f, 0.f};
    if (lane == step.first && j < lb.tiles) x = LoadInclusive(lb.desc[j]);
    x = {__shfl_sync(~0u, x.a, step.first), __shfl_sync(~0u, x.ac, step.first),
         __shfl_sync(~0u, x.nv, step.first)};
    __syncwarp();
    x = ApplyStashed(stash, windows * 32 + step.first, x);
    if (!early && lane == 0) {
      lb.desc[tile].inclusive = Inclusive(agg, x);
      StoreStatus(&lb.status[tile], kInclusive);
    }
    return x;
  }
}

// Phase 3 (or, with kSinglePass, the whole scan): scan each tile from its carry and write.
// Kind kSum writes per-sequence totals at each sequence's first token instead of per-token
// outputs. kMoments: also reduce the tile's whitening moments into tile_moments.
template <bool kVec, bool kSinglePass, class S, bool kMoments>
__global__ void __launch_bounds__(kThreads, kMinBlocksPerSm<kVec, kSinglePass>)
    TileScanKernel(ScanParams p, const State* carry_in, LookBack lb, float* adv, float* ret,
                   float* seq_sum, float* seq_count, Moments* tile_moments) {
  __shared__ Map warp_maps[kWarps];
  __shared__ double red[3][kThreads];
  union alignas(16) StageOrStash {  // the look-back's stash is free again before staging starts
    float stage[kWarps][2][kStageFloats];  // adv, ret
    Map stash[kLookbackWindows * 32];
  };
  __shared__ StageOrStash smem;
  __shared__ int64_t ticket_tile;
  __shared__ State tile_carry;
  __shared__ int64_t parked_seq[kSinglePass ? kThreads : 1];
  auto& stage = smem.stage;
  const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  if constexpr (kSinglePass) {
    if (threadIdx.x == 0)
      ticket_tile = lb.tiles - 1 - atomicAdd(reinterpret_cast<unsigned*>(lb.status + lb.tiles), 1u);
    __syncthreads();
  }
  const int64_t tile = kSinglePass ? ticket_tile : static_cast<int64_t>(blockIdx.x);
  const int64_t t0 = tile * kTile + static_cast<int64_t>(threadIdx.x) * kItems;
  Tokens x;
  if (t0 < p.b.num_tokens) LoadTokens<kVec>(p.b, t0, x);
  int64_t seq = ThreadSequence(p, t0);
  const Map own = ThreadAggregate<S>(p, x, t0, seq);
  // Parked across the look-back: with its two registers live there, the single pass of
  // gae/carry with a decoupled λ spilled 4 bytes at 80 registers (ptxas, sm_90).
  if constexpr (kSinglePass) parked_seq[threadIdx.x] = seq;
  // Inclusive suffix scan within the warp (fixed Kogge-Stone pattern), then exclusive.
  Map inc = own;
#pragma unroll
  for (int o = 1; o < 32; o *= 2) {
    const Map right = ShflDown<S::second>(inc, o);
    if (lane + o < 32) inc = Compose<S::second>(inc, right);
  }
  Map exc = ShflDown<S::second>(inc, 1);
  if (lane == 31) exc = Identity();
  if (lane == 0) warp_maps[warp] = inc;
  __syncthreads();
  State s;
  if constexpr (kSinglePass) {
    if (warp == 0) {
      s = LookBackCarry(lb, tile, warp_maps, smem.stash);
      if (lane == 0) tile_carry = s;
    }
    __syncthreads();
    s = tile_carry;
    seq = parked_seq[threadIdx.x];
  } else {
    s = carry_in[tile];
  }
  for (int w = kWarps - 1; w > warp; --w) s = Apply<S::second>(warp_maps[w], s);
  s = Apply<S::second>(exc, s);  // the state arriving at this thread's last token
  float* stage_adv = stage[warp][0];
  float* stage_ret = stage[warp][1];
  const ThreadMoments mo = ThreadScanWrite<S, kMoments>(p, x, t0, seq, s, seq_sum, seq_count,
                                                        StageWriter{stage_adv, stage_ret, lane});
  if (S::kind != Kind::kSum) {
    __syncwarp();
    const int64_t warp_t0 = t0 - static_cast<int64_t>(lane) * kItems;
    StoreStagedLane(stage_adv, warp_t0, lane, p.b.num_tokens, adv);
    StoreStagedLane(stage_ret, warp_t0, lane, p.b.num_tokens, ret);
  }
  if constexpr (kMoments) {
    red[0][threadIdx.x] = mo.n, red[1][threadIdx.x] = mo.sum, red[2][threadIdx.x] = mo.sumsq;
    __syncthreads();
    for (int half = kThreads / 2; half > 0; half /= 2) {  // fixed pairwise tree
      if (threadIdx.x < half) {
        for (int j = 0; j < 3; ++j) red[j][threadIdx.x] += red[j][threadIdx.x + half];
      }
      __syncthreads();
    }
    if (threadIdx.x == 0) tile_moments[tile] = {red[0][0], red[1][0], red[2][0]};
  }
}

// Sums tile moments in a fixed order and leaves (mean, scale) for the whitening transform.
__global__ void MomentsKernel(const Moments* parts, int64_t count, double* mean_scale) {
  __shared__ double red[3][kCarryThreads];
  double n = 0, sum = 0, sumsq = 0;
  for (int64_t k = threadIdx.x; k < count; k += kCarryThreads)
    n += parts[k].n, sum += parts[k].sum, sumsq += parts[k].sumsq;
  red[0][threadIdx.x] = n, red[1][threadIdx.x] = sum, red[2][threadIdx.x] = sumsq;
  __syncthreads();
  for (int half = kCarryThreads / 2; half > 0; half /= 2) {
    if (threadIdx.x < half) {
      for (int j = 0; j < 3; ++j) red[j][threadIdx.x] += red[j][threadIdx.x + half];
    }
    __syncthreads();
  }
  if (threadIdx.x == 0) MeanScale(red[0][0], red[1][0], red[2][0], mean_scale);
}

__global__ void WhitenKernel(float* x, const uint8_t* mask, int64_t tokens,
                             const double* mean_scale, bool zero_unmasked) {
  const double mean = mean_scale[0], scale = mean_scale[1];
  for (int64_t t = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x; t < tokens;
       t += static_cast<int64_t>(gridDim.x) * blockDim.x) {
    x[t] = (zero_unmasked && !mask[t]) ? 0.f : static_cast<float>((x[t] - mean) * scale);
  }
}

__global__ void AdaptiveEpsilonKernel(const float* count, int64_t n, double gamma, double alpha,
                                      float* eps) {
  const int64_t i = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x;
  if (i < n) eps[i] = AdaptiveEpsilon(gamma, alpha, count[i]);
}

__global__ void IotaKernel(int64_t* out, int64_t n) {
  const int64_t j = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x;
  if (j < n) out[j] = j;
}

// Group statistics (group_stats.cuh). order[] lists sequences sorted (stably) by group id;
// offsets[g] the first position of group g. One thread per group, members in their original
// order: fixed sums.
__global__ void MarkGroupHeadsKernel(const int64_t* sorted_group, int64_t n, int* head) {
  const int64_t j = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x;
  if (j < n) head[j] = (j == 0 || sorted_group[j] != sorted_group[j - 1]) ? 1 : 0;
}

__global__ void GroupOffsetsKernel(const int* head, const int* rank, int64_t n, int64_t* offsets) {
  const int64_t j = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x;
  if (j < n && head[j]) offsets[rank[j] - 1] = j;
  if (j == n - 1) offsets[rank[j]] = n;
}

// groups: the device's count of groups (the scan of head flags ends with it); launched with
// one thread per sequence, so the host never waits to read it.
__global__ void GroupAdvantageKernel(Estimator est, const int64_t* offsets, const int* groups,
                                     int64_t n, const int64_t* order, const float* score,
                                     const float* count, double* seq_adv) {
  const int64_t g = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x;
  if (g >= n || g >= *groups) return;
  GroupAdvantages(est, order, offsets[g], offsets[g + 1], score, count, seq_adv);
}

// REINFORCE++ whitening over trainable tokens from per-sequence (a_i, l_i), fixed order.
__global__ void SequenceWhitenKernel(double* seq_adv, const float* count, int64_t n) {
  __shared__ double red[2][kCarryThreads];
  __shared__ double stats[2];
  TokenWeightedSums(seq_adv, count, n, threadIdx.x, kCarryThreads, &red[0][threadIdx.x],
                    &red[1][threadIdx.x]);
  __syncthreads();
  for (int half = kCarryThreads / 2; half > 0; half /= 2) {
    if (threadIdx.x < half)
      red[0][threadIdx.x] += red[0][threadIdx.x + half],
          red[1][threadIdx.x] += red[1][threadIdx.x + half];
    __syncthreads();
  }
  const double tn = red[0][0], mu = tn > 0 ? red[1][0] / tn : 0.0;
  __syncthreads();
  red[0][threadIdx.x] = TokenWeightedSquares(seq_adv, count, n, threadIdx.x, kCarryThreads, mu);
  __syncthreads();
  for (int half = kCarryThreads / 2; half > 0; half /= 2) {
    if (threadIdx.x < half) red[0][threadIdx.x] += red[0][threadIdx.x + half];
    __syncthreads();
  }
  if (threadIdx.x == 0) stats[0] = mu, stats[1] = SequenceWhitenScale(tn, red[0][0]);
  __syncthreads();
  if (tn == 0) return;
  for (int64_t i = threadIdx.x; i < n; i += kCarryThreads)
    seq_adv[i] = (seq_adv[i] - stats[0]) * stats[1];
}

__global__ void BroadcastKernel(CudaPackedBatch b, const double* seq_adv, float* adv, float* ret) {
  const int64_t t0 = (static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x) * kItems;
  if (t0 >= b.num_tokens) return;
  const int64_t t1 = min(t0 + kItems, b.num_tokens);
  int64_t s = SequenceOf(b.cu_seqlens, b.num_sequences, t0);
  int64_t end = b.cu_seqlens[s + 1];
  float a = static_cast<float>(seq_adv[s]);
  for (int64_t t = t0; t < t1; ++t) {
    while (t >= end) {
      ++s;
      end = b.cu_seqlens[s + 1];
      a = static_cast<float>(seq_adv[s]);
    }
    adv[t] = ret[t] = b.mask[t] ? a : 0.f;
  }
}

// The pool scratch comes from: the library's own, one per device, keeping up to 64 MiB between
// calls. The default pool's release threshold is 0, so it hands its memory back to the driver
// at every synchronisation (CudaEstimate ends with one by default) and maps it again on the
// next call.
// The scan's own scratch is small (44 bytes per 4096 tokens, 68 when whitening: 1.4 MB at
// 134M tokens); the bound keeps CudaEstimateHost's copies of large batches from being held for
// good. Null where a pool cannot be made (the device's default pool is used then).
cudaMemPool_t ScratchPool() {
  static std::mutex mu;
  static std::map<int, cudaMemPool_t> pools;
  int device = 0;
  if (cudaGetDevice(&device) != cudaSuccess) return cudaGetLastError(), nullptr;
  std::lock_guard lock(mu);
  if (auto it = pools.find(device); it != pools.end()) return it->second;
  cudaMemPoolProps props{};
  props.allocType = cudaMemAllocationTypePinned;
  props.location.type = cudaMemLocationTypeDevice;
  props.location.id = device;
  cudaMemPool_t pool = nullptr;
  uint64_t keep = uint64_t{64} << 20;
  if (cudaMemPoolCreate(&pool, &props) != cudaSuccess ||
      cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &keep) != cudaSuccess) {
    cudaGetLastError();  // not sticky: clear it so later checks do not report it
    pool = nullptr;
  }
  return pools[device] = pool;
}

// Stream-ordered device scratch from ScratchPool, freed on scope exit.
// It also carries the call's CudaOptions to the launches.
class Scratch {
 public:
  Scratch(cudaStream_t stream, const CudaOptions& options)
      : stream_(stream),
        options_(options),
        pool_(options.own_scratch_pool ? ScratchPool() : nullptr) {}
  const CudaOptions& options() const { return options_; }
  ~Scratch() {
    for (void* p : ptrs_) cudaFreeAsync(p, stream_);
  }
  Scratch(const Scratch&) = delete;
  Scratch& operator=(const Scratch&) = delete;
  template <class T>
  cudaError_t Alloc(T** out, int64_t count) {
    void* p = nullptr;
    const size_t bytes = static_cast<size_t>(std::max<int64_t>(count, 1)) * sizeof(T);
    const cudaError_t e = pool_ ? cudaMallocFromPoolAsync(&p, bytes, pool_, stream_)
                                : cudaMallocAsync(&p, bytes, stream_);
    if (e == cudaSuccess) ptrs_.push_back(p);
    *out = static_cast<T*>(p);
    return e;
  }

 private:
  cudaStream_t stream_;
  CudaOptions options_;
  cudaMemPool_t pool_;  // null: the device's default pool
  std::vector<void*> ptrs_;
};

bool Aligned16(const void* p) { return reinterpret_cast<uintptr_t>(p) % 16 == 0; }

// The three phases (or the single pass) for one ScanParams, with the kernels compiled for its
// shape S. tile_moments: whitening statistics (null unless kMoments).
template <class S, bool kMoments>
Status RunScan(const ScanParams& p, float* adv, float* ret, float* seq_sum, float* seq_count,
               Moments* tile_moments, Scratch& scratch, cudaStream_t stream) {
  const int64_t tiles = (p.b.num_tokens + kTile - 1) / kTile;
  if (tiles == 0) return Status::Ok();
  const bool vec = Aligned16(p.b.rewards) && Aligned16(p.b.values) && Aligned16(p.b.mask);
  if (scratch.options().single_pass) {
    LookBack lb{nullptr, nullptr, tiles};
    AGENTRL_CUDA_CHECK(scratch.Alloc(&lb.status, tiles + 1));
    AGENTRL_CUDA_CHECK(scratch.Alloc(&lb.desc, tiles));
    AGENTRL_CUDA_CHECK(cudaMemsetAsync(lb.status, 0, sizeof(int) * (tiles + 1), stream));
    auto scan = [&](auto kernel) {
      kernel<<<tiles, kThreads, 0, stream>>>(p, nullptr, lb, adv, ret, seq_sum, seq_count,
                                             tile_moments);
    };
    vec ? scan(TileScanKernel<true, true, S, kMoments>)
        : scan(TileScanKernel<false, true, S, kMoments>);
    AGENTRL_CUDA_CHECK(cudaGetLastError());
    return Status::Ok();
  }
  Map* tile_maps;
  State* carry_in;
  AGENTRL_CUDA_CHECK(scratch.Alloc(&tile_maps, tiles));
  AGENTRL_CUDA_CHECK(scratch.Alloc(&carry_in, tiles));
  if (vec) {
    TileReduceKernel<true, S><<<tiles, kThreads, 0, stream>>>(p, tile_maps);
  } else {
    TileReduceKernel<false, S><<<tiles, kThreads, 0, stream>>>(p, tile_maps);
  }
  AGENTRL_CUDA_CHECK(cudaGetLastError());
  TileCarryKernel<<<1, kCarryThreads, 0, stream>>>(tile_maps, tiles, carry_in);
  AGENTRL_CUDA_CHECK(cudaGetLastError());
  const LookBack none{nullptr, nullptr, tiles};
  auto scan = [&](auto kernel) {
    kernel<<<tiles, kThreads, 0, stream>>>(p, carry_in, none, adv, ret, seq_sum, seq_count,
                                           tile_moments);
  };
  vec ? scan(TileScanKernel<true, false, S, kMoments>)
      : scan(TileScanKernel<false, false, S, kMoments>);
  AGENTRL_CUDA_CHECK(cudaGetLastError());
  return Status::Ok();
}

Status RunScan(const ScanParams& p, float* adv, float* ret, float* seq_sum, float* seq_count,
               Moments* tile_moments, Scratch& scratch, cudaStream_t stream) {
  return WithShape(p, [&](auto shape) {
    using S = decltype(shape);
    if constexpr (S::kind == Kind::kSum) {  // the sums scan never whitens
      return RunScan<S, false>(p, adv, ret, seq_sum, seq_count, nullptr, scratch, stream);
    } else {
      return tile_moments
                 ? RunScan<S, true>(p, adv, ret, seq_sum, seq_count, tile_moments, scratch, stream)
                 : RunScan<S, false>(p, adv, ret, seq_sum, seq_count, nullptr, scratch, stream);
    }
  });
}

// Per-sequence reward sums and trainable counts (the kSum scan).
Status SequenceSums(const CudaPackedBatch& b, float** sum, float** count, Scratch& scratch,
                    cudaStream_t stream) {
  AGENTRL_CUDA_CHECK(scratch.Alloc(sum, b.num_sequences));
  AGENTRL_CUDA_CHECK(scratch.Alloc(count, b.num_sequences));
  AGENTRL_CUDA_CHECK(
      cudaMemsetAsync(*sum, 0, sizeof(float) * std::max<int64_t>(b.num_sequences, 1), stream));
  AGENTRL_CUDA_CHECK(
      cudaMemsetAsync(*count, 0, sizeof(float) * std::max<int64_t>(b.num_sequences, 1), stream));
  return RunScan(SumParams(b), nullptr, nullptr, *sum, *count, nullptr, scratch, stream);
}

Status Whiten(float* x, const uint8_t* mask, int64_t tokens, const Moments* parts, int64_t count,
              bool zero_unmasked, Scratch& scratch, cudaStream_t stream) {
  double* mean_scale;
  AGENTRL_CUDA_CHECK(scratch.Alloc(&mean_scale, 2));
  MomentsKernel<<<1, kCarryThreads, 0, stream>>>(parts, count, mean_scale);
  AGENTRL_CUDA_CHECK(cudaGetLastError());
  const int blocks = static_cast<int>(std::min<int64_t>((tokens + 255) / 256, 65535));
  WhitenKernel<<<std::max(blocks, 1), 256, 0, stream>>>(x, mask, tokens, mean_scale, zero_unmasked);
  AGENTRL_CUDA_CHECK(cudaGetLastError());
  return Status::Ok();
}

Status ScanEstimate(const CudaPackedBatch& b, const EstimatorParams& p, float* adv, float* ret,
                    Scratch& scratch, cudaStream_t stream) {
  ScanParams sp = ScanParamsFor(b, p);
  if (p.estimator == Estimator::kGaeAdaptive) {
    float *sum, *count, *eps;
    if (Status s = SequenceSums(b, &sum, &count, scratch, stream); !s.ok()) return s;
    AGENTRL_CUDA_CHECK(scratch.Alloc(&eps, b.num_sequences));
    AdaptiveEpsilonKernel<<<(b.num_sequences + 255) / 256, 256, 0, stream>>>(count, b.num_sequences,
                                                                             p.gamma, p.alpha, eps);
    AGENTRL_CUDA_CHECK(cudaGetLastError());
    sp.seq_eps = eps;
  }
  const int64_t tiles = (b.num_tokens + kTile - 1) / kTile;
  Moments* moments = nullptr;
  if (p.whiten) AGENTRL_CUDA_CHECK(scratch.Alloc(&moments, tiles));
  if (Status s = RunScan(sp, adv, ret, nullptr, nullptr, moments, scratch, stream); !s.ok())
    return s;
  if (p.whiten) return Whiten(adv, b.mask, b.num_tokens, moments, tiles, false, scratch, stream);
  return Status::Ok();
}

Status OutcomeEstimate(const CudaPackedBatch& b, const EstimatorParams& p, float* adv, float* ret,
                       Scratch& scratch, cudaStream_t stream) {
  const int64_t n = b.num_sequences;
  float *score, *count;
  if (Status s = SequenceSums(b, &score, &count, scratch, stream); !s.ok()) return s;
  int64_t *iota, *order, *sorted_group, *offsets;
  int *head, *rank;
  double* seq_adv;
  AGENTRL_CUDA_CHECK(scratch.Alloc(&iota, n));
  AGENTRL_CUDA_CHECK(scratch.Alloc(&order, n));
  AGENTRL_CUDA_CHECK(scratch.Alloc(&sorted_group, n));
  AGENTRL_CUDA_CHECK(scratch.Alloc(&offsets, n + 1));
  AGENTRL_CUDA_CHECK(scratch.Alloc(&head, n));
  AGENTRL_CUDA_CHECK(scratch.Alloc(&rank, n));
  AGENTRL_CUDA_CHECK(scratch.Alloc(&seq_adv, n));
  const int blocks = static_cast<int>((n + 255) / 256);
  IotaKernel<<<blocks, 256, 0, stream>>>(iota, n);
  AGENTRL_CUDA_CHECK(cudaGetLastError());
  size_t sort_bytes = 0, scan_bytes = 0;
  AGENTRL_CUDA_CHECK(cub::DeviceRadixSort::SortPairs(
      nullptr, sort_bytes, b.group, sorted_group, iota, order, static_cast<int>(n), 0, 64, stream));
  AGENTRL_CUDA_CHECK(
      cub::DeviceScan::InclusiveSum(nullptr, scan_bytes, head, rank, static_cast<int>(n), stream));
  void* temp;
  AGENTRL_CUDA_CHECK(scratch.Alloc(reinterpret_cast<char**>(&temp),
                                   static_cast<int64_t>(std::max(sort_bytes, scan_bytes))));
  AGENTRL_CUDA_CHECK(cub::DeviceRadixSort::SortPairs(temp, sort_bytes, b.group, sorted_group, iota,
                                                     order, static_cast<int>(n), 0, 64, stream));
  MarkGroupHeadsKernel<<<blocks, 256, 0, stream>>>(sorted_group, n, head);
  AGENTRL_CUDA_CHECK(cudaGetLastError());
  AGENTRL_CUDA_CHECK(
      cub::DeviceScan::InclusiveSum(temp, scan_bytes, head, rank, static_cast<int>(n), stream));
  GroupOffsetsKernel<<<blocks, 256, 0, stream>>>(head, rank, n, offsets);
  AGENTRL_CUDA_CHECK(cudaGetLastError());
  GroupAdvantageKernel<<<blocks, 256, 0, stream>>>(p.estimator, offsets, rank + n - 1, n, order,
                                                   score, count, seq_adv);
  AGENTRL_CUDA_CHECK(cudaGetLastError());
  if (p.estimator == Estimator::kReinforcePpBaseline) {
    SequenceWhitenKernel<<<1, kCarryThreads, 0, stream>>>(seq_adv, count, n);
    AGENTRL_CUDA_CHECK(cudaGetLastError());
  }
  const int64_t threads_needed = (b.num_tokens + kItems - 1) / kItems;
  BroadcastKernel<<<(threads_needed + 255) / 256, 256, 0, stream>>>(b, seq_adv, adv, ret);
  AGENTRL_CUDA_CHECK(cudaGetLastError());
  return Status::Ok();
}

}  // namespace

bool CudaDeviceAvailable(std::string* why) {
  int count = 0;
  const cudaError_t e = cudaGetDeviceCount(&count);
  if (e != cudaSuccess || count == 0) {
    if (why)
      *why = std::string("no CUDA device: ") +
             (e != cudaSuccess ? cudaGetErrorString(e) : "device count is 0");
    return false;
  }
  return true;
}

Status CudaDescribeKernels(std::vector<CudaKernelInfo>* out) {
  out->clear();
  auto describe = [&](const char* name, auto kernel, int threads) -> Status {
    cudaFuncAttributes a{};
    int blocks = 0;
    AGENTRL_CUDA_CHECK(cudaFuncGetAttributes(&a, kernel));
    AGENTRL_CUDA_CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, kernel, threads, 0));
    out->push_back({name, threads, a.numRegs, static_cast<int64_t>(a.localSizeBytes),
                    static_cast<int64_t>(a.sharedSizeBytes), blocks});
    return Status::Ok();
  };
  // The gae/carry instances (what the benchmark times); ptxas reports every shape at build time.
  using G = Shape<Kind::kGae, true>;
  for (Status s :
       {describe("reduce (phase 1)", TileReduceKernel<true, G>, kThreads),
        describe("reduce (phase 1), scalar loads", TileReduceKernel<false, G>, kThreads),
        describe("carry (phase 2)", TileCarryKernel, kCarryThreads),
        describe("scan (phase 3)", TileScanKernel<true, false, G, false>, kThreads),
        describe("scan (phase 3), scalar loads", TileScanKernel<false, false, G, false>, kThreads),
        describe("single pass", TileScanKernel<true, true, G, false>, kThreads),
        describe("single pass, scalar loads", TileScanKernel<false, true, G, false>, kThreads)}) {
    if (!s.ok()) return out->clear(), s;
  }
  return Status::Ok();
}

Status CudaEstimate(const CudaPackedBatch& batch, const EstimatorParams& p, float* adv, float* ret,
                    void* stream_ptr, const CudaOptions& options) {
  if (Status s = CheckParams(p); !s.ok()) return s;
  if (batch.num_tokens == 0 || batch.num_sequences == 0) return Status::Ok();
  const cudaStream_t stream = static_cast<cudaStream_t>(stream_ptr);
  Status st;
  {
    Scratch scratch(stream, options);
    st = IsScanEstimator(p.estimator) ? ScanEstimate(batch, p, adv, ret, scratch, stream)
                                      : OutcomeEstimate(batch, p, adv, ret, scratch, stream);
  }
  if (options.synchronize) AGENTRL_CUDA_CHECK(cudaStreamSynchronize(stream));
  return st;
}

Status CudaEstimateHost(const PackedBatchView& b, const EstimatorParams& p, std::span<float> adv,
                        std::span<float> ret, CudaTiming* timing, const CudaOptions& options) {
  std::string why;
  if (!CudaDeviceAvailable(&why)) return Status::Runtime(why);
  if (Status s = b.Validate(); !s.ok()) return s;
  const int64_t n = static_cast<int64_t>(b.num_sequences()),
                t = static_cast<int64_t>(b.num_tokens());
  cudaStream_t stream = nullptr;
  Scratch scratch(stream, options);
  int64_t *cu, *group;
  float *r, *v, *boot, *da, *dr;
  uint8_t *m, *term;
  AGENTRL_CUDA_CHECK(scratch.Alloc(&cu, n + 1));
  AGENTRL_CUDA_CHECK(scratch.Alloc(&group, n));
  AGENTRL_CUDA_CHECK(scratch.Alloc(&r, t));
  AGENTRL_CUDA_CHECK(scratch.Alloc(&v, t));
  AGENTRL_CUDA_CHECK(scratch.Alloc(&m, t));
  AGENTRL_CUDA_CHECK(scratch.Alloc(&term, n));
  AGENTRL_CUDA_CHECK(scratch.Alloc(&boot, n));
  AGENTRL_CUDA_CHECK(scratch.Alloc(&da, t));
  AGENTRL_CUDA_CHECK(scratch.Alloc(&dr, t));
  auto up = [&](void* dst, const void* src, size_t bytes) {
    return cudaMemcpyAsync(dst, src, bytes, cudaMemcpyHostToDevice, stream);
  };
  AGENTRL_CUDA_CHECK(up(cu, b.cu_seqlens.data(), sizeof(int64_t) * (n + 1)));
  AGENTRL_CUDA_CHECK(up(group, b.group.data(), sizeof(int64_t) * n));
  AGENTRL_CUDA_CHECK(up(r, b.rewards.data(), sizeof(float) * t));
  AGENTRL_CUDA_CHECK(up(v, b.values.data(), sizeof(float) * t));
  AGENTRL_CUDA_CHECK(up(m, b.mask.data(), t));
  AGENTRL_CUDA_CHECK(up(term, b.terminated.data(), n));
  AGENTRL_CUDA_CHECK(up(boot, b.bootstrap_value.data(), sizeof(float) * n));
  const CudaPackedBatch dev{cu, r, v, m, term, boot, group, n, t};
  CudaEvent start, stop;
  AGENTRL_CUDA_CHECK(start.Create());
  AGENTRL_CUDA_CHECK(stop.Create());
  AGENTRL_CUDA_CHECK(cudaEventRecord(start.get(), stream));
  const Status st = CudaEstimate(dev, p, da, dr, stream, options);
  AGENTRL_CUDA_CHECK(cudaEventRecord(stop.get(), stream));
  AGENTRL_CUDA_CHECK(cudaEventSynchronize(stop.get()));
  float ms = 0;
  AGENTRL_CUDA_CHECK(cudaEventElapsedTime(&ms, start.get(), stop.get()));
  if (!st.ok()) return st;
  if (timing) timing->kernel_ms = ms;
  AGENTRL_CUDA_CHECK(
      cudaMemcpyAsync(adv.data(), da, sizeof(float) * t, cudaMemcpyDeviceToHost, stream));
  AGENTRL_CUDA_CHECK(
      cudaMemcpyAsync(ret.data(), dr, sizeof(float) * t, cudaMemcpyDeviceToHost, stream));
  AGENTRL_CUDA_CHECK(cudaStreamSynchronize(stream));
  return Status::Ok();
}

}  // namespace agentrl::kernels
