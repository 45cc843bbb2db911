// CPU twin of estimators_cuda.cu (see cuda_twin.h). Each function below mirrors
// one kernel and says which; warp shuffles become reads of the lanes' values from before the
// step, exactly what __shfl_down_sync returns.
#include "agentrl/kernels/cuda_twin.h"

#include <algorithm>
#include <array>
#include <memory>
#include <string>
#include <vector>

#include "agentrl/core/seed.h"
#include "cuda_twin_detail.h"
#include "flush_denormals.h"
#include "group_stats.cuh"
#include "tile_scan.cuh"

namespace agentrl::kernels {
namespace cuda_detail {

CudaPackedBatch HostBatch(const PackedBatchView& b) {
  return {b.cu_seqlens.data(),
          b.rewards.data(),
          b.values.data(),
          b.mask.data(),
          b.terminated.data(),
          b.bootstrap_value.data(),
          b.group.data(),
          static_cast<int64_t>(b.num_sequences()),
          static_cast<int64_t>(b.num_tokens())};
}

// The single pass's carries: the device's look-back reproduces this chain bit for bit
// wherever it stops (LookBackCarry).
std::vector<State> ChainedCarry(std::span<const Map> tile_maps) {
  std::vector<State> carry_in(tile_maps.size());
  State x{0.f, 0.f, 0.f};
  for (size_t k = tile_maps.size(); k-- > 0;) {
    carry_in[k] = x;
    x = Inclusive(tile_maps[k], x);
  }
  return carry_in;
}

LookBackReplay ReplayLookBack(std::span<const Map> maps, int in_flight, uint64_t seed,
                              int64_t held_tile) {
  const int64_t tiles = static_cast<int64_t>(maps.size());
  std::vector<int> status(maps.size(), kInvalid);
  std::vector<TileDesc> desc(maps.size());
  enum Stage { kPublish, kLookBack, kPublishInclusive, kDone };
  struct Running {
    int64_t tile;
    Stage stage = kPublish;
    bool early = false;
    int64_t base = 0;  // the tile read by lane 0 of the current window
    int windows = 0, lane = 0;
    unsigned inc = 0, ready = 0;
    std::vector<Map> stash;
    State carry{0.f, 0.f, 0.f};
  };
  LookBackReplay out;
  out.carry.resize(maps.size());
  std::vector<Running> running;
  int64_t next_ticket = 0, quiet_steps = 0;
  // Progress needs at most a few window reads (33 steps each) of each running tile.
  const int64_t stall_after = int64_t{200} * 33 * std::max(in_flight, 1);
  const int64_t hold_for = int64_t{40} * 33 * std::max(in_flight, 1);
  CounterRng rng(seed, 0);
  while (next_ticket < tiles || !running.empty()) {
    while (static_cast<int>(running.size()) < std::max(in_flight, 1) && next_ticket < tiles)
      running.push_back({.tile = tiles - 1 - next_ticket++});
    const size_t k = rng.Below(running.size());
    Running& t = running[k];
    ++quiet_steps;
    if (t.tile == held_tile && t.stage == kPublish && quiet_steps < hold_for) continue;
    switch (t.stage) {
      case kPublish: {  // LookBackCarry's first publication
        const Map& a = maps[t.tile];
        const bool last = t.tile == tiles - 1;
        t.early = last || IsReset(a);
        if (t.early)
          desc[t.tile].inclusive = Inclusive(a, State{0.f, 0.f, 0.f});
        else
          desc[t.tile].aggregate = a;
        status[t.tile] = t.early ? kInclusive : kAggregate;
        quiet_steps = 0;
        t.stage = last ? kDone : kLookBack;
        t.base = t.tile + 1;
        break;
      }
      case kLookBack: {  // one lane's status read; after lane 31, the window's decision
        const int64_t j = t.base + t.lane;
        const int st = j < tiles ? status[j] : kInclusive;
        t.inc |= st == kInclusive ? 1u << t.lane : 0u;
        t.ready |= st != kInvalid ? 1u << t.lane : 0u;
        if (++t.lane < 32) break;
        const LookBackStep step = LookBackDecide(t.inc, t.ready, t.windows);
        t.lane = 0, t.inc = t.ready = 0;
        if (step.action == LookBackAction::kWait) {
          ++out.waits;
          break;
        }
        if (step.action == LookBackAction::kStashFull) {
          ++out.full_stash_waits;
          break;
        }
        t.stash.resize((t.windows + 1) * 32);  // the device's stash is fixed: kLookbackWindows
        for (int l = 0; l < step.first; ++l)
          t.stash[t.windows * 32 + l] = desc[t.base + l].aggregate;
        if (step.action == LookBackAction::kNextWindow) {
          ++t.windows, t.base += 32;
          break;
        }
        const int64_t found = t.base + step.first;
        const int count = t.windows * 32 + step.first;
        t.carry = ApplyStashed(t.stash.data(), count,
                               found < tiles ? desc[found].inclusive : State{0.f, 0.f, 0.f});
        out.deepest = std::max(out.deepest, count + 1);
        t.stage = t.early ? kDone : kPublishInclusive;
        break;
      }
      case kPublishInclusive:
        desc[t.tile].inclusive = Inclusive(maps[t.tile], t.carry);
        status[t.tile] = kInclusive;
        quiet_steps = 0;
        t.stage = kDone;
        break;
      case kDone:
        break;
    }
    if (t.stage == kDone) {
      out.carry[t.tile] = t.carry;
      std::swap(running[k], running.back());
      running.pop_back();
    }
    if (quiet_steps > stall_after) {
      out.stalled = true;
      return out;
    }
  }
  return out;
}

}  // namespace cuda_detail

namespace {

using namespace cuda_detail;

using WarpMaps = std::array<Map, 32>;

// WarpReduce and the inclusive Kogge-Stone suffix scan of TileScanKernel: at step o lane l
// composes with lane l + o (when l + o < 32), all lanes reading the values before the step.
// After the scan lane l holds lane_l ∘ ... ∘ lane_31; lane 0 is the warp's reduction.
template <bool kSecond>
void WarpSuffixScan(WarpMaps& m) {
  for (int o = 1; o < 32; o *= 2) {
    const WarpMaps before = m;
    for (int l = 0; l + o < 32; ++l) m[l] = Compose<kSecond>(before[l], before[l + o]);
  }
}

struct TileInput {
  std::array<Tokens, kThreads> x;
  std::array<int64_t, kThreads> t0;
  std::array<int64_t, kThreads> seq;  // ThreadSequence: searched once, as each kernel thread does
};

void LoadTile(const ScanParams& p, int64_t tile, TileInput& in) {
  for (int th = 0; th < kThreads; ++th) {
    in.t0[th] = tile * kTile + static_cast<int64_t>(th) * kItems;
    if (in.t0[th] < p.b.num_tokens) LoadTokensScalar(p.b, in.t0[th], in.x[th]);
    in.seq[th] = ThreadSequence(p, in.t0[th]);
  }
}

// TileReduceKernel: one map per tile.
template <class S>
Map TileReduce(const ScanParams& p, const TileInput& in) {
  std::array<Map, kWarps> warp_maps;
  for (int w = 0; w < kWarps; ++w) {
    WarpMaps lanes;
    for (int l = 0; l < 32; ++l) {
      const int th = w * 32 + l;
      lanes[l] = ThreadAggregate<S>(p, in.x[th], in.t0[th], in.seq[th]);
    }
    WarpSuffixScan<S::second>(lanes);
    warp_maps[w] = lanes[0];
  }
  Map tile = Identity();
  for (int w = kWarps - 1; w >= 0; --w) tile = Compose<S::second>(warp_maps[w], tile);
  return tile;
}

// TileCarryKernel: the state entering each tile from the right.
std::vector<State> TileCarry(const std::vector<Map>& tile_maps) {
  const int64_t tiles = static_cast<int64_t>(tile_maps.size());
  const int64_t per = (tiles + kCarryThreads - 1) / kCarryThreads;
  auto range = [&](int j) {
    const int64_t k0 = std::min(tiles, j * per);
    return std::pair{k0, std::min(tiles, k0 + per)};
  };
  std::vector<Map> run_maps(kCarryThreads);
  for (int j = 0; j < kCarryThreads; ++j) {
    const auto [k0, k1] = range(j);
    Map run = Identity();
    for (int64_t k = k1 - 1; k >= k0; --k) run = Compose(tile_maps[k], run);
    run_maps[j] = run;
  }
  std::vector<State> run_in(kCarryThreads);
  const int runs = static_cast<int>((tiles + per - 1) / per);
  State x{0.f, 0.f, 0.f};
  for (int j = runs - 1; j >= 0; --j) {
    run_in[j] = x;
    x = Apply(run_maps[j], x);
  }
  std::vector<State> carry_in(tiles);
  for (int j = 0; j < kCarryThreads; ++j) {
    const auto [k0, k1] = range(j);
    State s = run_in[j];
    for (int64_t k = k1 - 1; k >= k0; --k) {
      carry_in[k] = s;
      s = Apply(tile_maps[k], s);
    }
  }
  return carry_in;
}

// TileScanKernel: rescan a tile from its carry-in and write; returns the tile's moments
// reduced by the kernel's pairwise tree.
template <class S>
ThreadMoments TileScan(const ScanParams& p, const TileInput& in, State carry_in, float* adv,
                       float* ret, float* seq_sum, float* seq_count) {
  std::array<WarpMaps, kWarps> inc;
  for (int w = 0; w < kWarps; ++w) {
    for (int l = 0; l < 32; ++l) {
      const int th = w * 32 + l;
      inc[w][l] = ThreadAggregate<S>(p, in.x[th], in.t0[th], in.seq[th]);
    }
    WarpSuffixScan<S::second>(inc[w]);
  }
  std::array<std::array<double, kThreads>, 3> red;
  std::array<float, kStageFloats> stage_adv, stage_ret;
  for (int w = 0; w < kWarps; ++w) {
    for (int l = 0; l < 32; ++l) {
      const int th = w * 32 + l;
      State s = carry_in;
      for (int v = kWarps - 1; v > w; --v) s = Apply<S::second>(inc[v][0], s);
      s = Apply<S::second>(l == 31 ? Identity() : inc[w][l + 1], s);
      const ThreadMoments mo =
          ThreadScanWrite<S, true>(p, in.x[th], in.t0[th], in.seq[th], s, seq_sum, seq_count,
                                   StageWriter{stage_adv.data(), stage_ret.data(), l});
      red[0][th] = mo.n, red[1][th] = mo.sum, red[2][th] = mo.sumsq;
    }
    if (S::kind == Kind::kSum) continue;
    for (int l = 0; l < 32; ++l) {  // the warp's coalesced store, lane by lane
      StoreStagedLane(stage_adv.data(), in.t0[w * 32], l, p.b.num_tokens, adv);
      StoreStagedLane(stage_ret.data(), in.t0[w * 32], l, p.b.num_tokens, ret);
    }
  }
  for (int half = kThreads / 2; half > 0; half /= 2)
    for (int th = 0; th < half; ++th)
      for (int j = 0; j < 3; ++j) red[j][th] += red[j][th + half];
  return {red[0][0], red[1][0], red[2][0]};
}

// RunScan: the three phases, or the single pass (whose tile aggregates are phase 1's maps, bit
// for bit: the same warp trees composed in the same order), for p's shape S.
template <class S>
void RunScan(const ScanParams& p, bool single_pass, float* adv, float* ret, float* seq_sum,
             float* seq_count, std::vector<ThreadMoments>* tile_moments) {
  const int64_t tiles = (p.b.num_tokens + kTile - 1) / kTile;
  auto in = std::make_unique<TileInput>();
  std::vector<Map> tile_maps(tiles);
  for (int64_t k = 0; k < tiles; ++k) {
    LoadTile(p, k, *in);
    tile_maps[k] = TileReduce<S>(p, *in);
  }
  const std::vector<State> carry_in = single_pass ? ChainedCarry(tile_maps) : TileCarry(tile_maps);
  if (tile_moments) tile_moments->assign(tiles, {});
  for (int64_t k = 0; k < tiles; ++k) {
    LoadTile(p, k, *in);
    const ThreadMoments m = TileScan<S>(p, *in, carry_in[k], adv, ret, seq_sum, seq_count);
    if (tile_moments) (*tile_moments)[k] = m;
  }
}

void RunScan(const ScanParams& p, bool single_pass, float* adv, float* ret, float* seq_sum,
             float* seq_count, std::vector<ThreadMoments>* tile_moments) {
  WithShape(p, [&](auto shape) {
    RunScan<decltype(shape)>(p, single_pass, adv, ret, seq_sum, seq_count, tile_moments);
  });
}

// MomentsKernel and WhitenKernel.
// Scan estimators whiten every token (zero_unmasked = false).
void Whiten(std::span<float> x, const std::vector<ThreadMoments>& parts) {
  std::vector<std::array<double, 3>> red(kCarryThreads, {0, 0, 0});
  for (int th = 0; th < kCarryThreads; ++th) {
    for (size_t k = th; k < parts.size(); k += kCarryThreads)
      red[th][0] += parts[k].n, red[th][1] += parts[k].sum, red[th][2] += parts[k].sumsq;
  }
  for (int half = kCarryThreads / 2; half > 0; half /= 2)
    for (int th = 0; th < half; ++th)
      for (int j = 0; j < 3; ++j) red[th][j] += red[th + half][j];
  double mean_scale[2];
  MeanScale(red[0][0], red[0][1], red[0][2], mean_scale);
  for (float& v : x) v = static_cast<float>((v - mean_scale[0]) * mean_scale[1]);
}

// OutcomeEstimate: the kSum scan's per-sequence scores and counts, the stable sort by group id
// (CUB's radix sort of (group, index) pairs keeps equal ids in index order), GroupAdvantageKernel
// per group, SequenceWhitenKernel's two fixed trees, BroadcastKernel.
void OutcomeEstimate(const CudaPackedBatch& b, const EstimatorParams& p, bool single_pass,
                     float* adv, float* ret) {
  const int64_t n = b.num_sequences;
  std::vector<float> score(n, 0.f), count(n, 0.f);
  RunScan(SumParams(b), single_pass, nullptr, nullptr, score.data(), count.data(), nullptr);
  std::vector<int64_t> order(n);
  for (int64_t i = 0; i < n; ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](int64_t x, int64_t y) { return b.group[x] < b.group[y]; });
  std::vector<double> seq_adv(n, 0.0);
  for (int64_t j0 = 0; j0 < n;) {
    int64_t j1 = j0 + 1;
    while (j1 < n && b.group[order[j1]] == b.group[order[j0]]) ++j1;
    GroupAdvantages(p.estimator, order.data(), j0, j1, score.data(), count.data(), seq_adv.data());
    j0 = j1;
  }
  if (p.estimator == Estimator::kReinforcePpBaseline) {
    std::vector<double> tokens(kCarryThreads), total(kCarryThreads), m2(kCarryThreads);
    for (int th = 0; th < kCarryThreads; ++th)
      TokenWeightedSums(seq_adv.data(), count.data(), n, th, kCarryThreads, &tokens[th],
                        &total[th]);
    for (int half = kCarryThreads / 2; half > 0; half /= 2)
      for (int th = 0; th < half; ++th)
        tokens[th] += tokens[th + half], total[th] += total[th + half];
    const double tn = tokens[0], mu = tn > 0 ? total[0] / tn : 0.0;
    for (int th = 0; th < kCarryThreads; ++th)
      m2[th] = TokenWeightedSquares(seq_adv.data(), count.data(), n, th, kCarryThreads, mu);
    for (int half = kCarryThreads / 2; half > 0; half /= 2)
      for (int th = 0; th < half; ++th) m2[th] += m2[th + half];
    const double scale = SequenceWhitenScale(tn, m2[0]);
    if (tn != 0)
      for (double& a : seq_adv) a = (a - mu) * scale;
  }
  for (int64_t i = 0; i < n; ++i) {
    const float a = static_cast<float>(seq_adv[i]);
    for (int64_t t = b.cu_seqlens[i]; t < b.cu_seqlens[i + 1]; ++t)
      adv[t] = ret[t] = b.mask[t] ? a : 0.f;
  }
}

}  // namespace

Status CudaTwinEstimate(const PackedBatchView& b, const EstimatorParams& p, std::span<float> adv,
                        std::span<float> ret, const CudaOptions& options) {
  if (Status s = CheckParams(p); !s.ok()) return s;
  if (Status s = b.Validate(); !s.ok()) return s;
  if (adv.size() != b.num_tokens() || ret.size() != b.num_tokens())
    return Status::InvalidInput("adv and ret must hold one float per token");
  if (b.num_tokens() == 0 || b.num_sequences() == 0) return Status::Ok();
  FlushDenormals ftz;
  const CudaPackedBatch dev = HostBatch(b);
  if (!IsScanEstimator(p.estimator)) {
    OutcomeEstimate(dev, p, options.single_pass, adv.data(), ret.data());
    return Status::Ok();
  }
  ScanParams sp = ScanParamsFor(dev, p);
  std::vector<float> eps;
  if (p.estimator == Estimator::kGaeAdaptive) {
    std::vector<float> sum(b.num_sequences(), 0.f), count(b.num_sequences(), 0.f);
    RunScan(SumParams(dev), options.single_pass, nullptr, nullptr, sum.data(), count.data(),
            nullptr);
    eps.resize(b.num_sequences());
    for (size_t i = 0; i < eps.size(); ++i) eps[i] = AdaptiveEpsilon(p.gamma, p.alpha, count[i]);
    sp.seq_eps = eps.data();
  }
  std::vector<ThreadMoments> moments;
  RunScan(sp, options.single_pass, adv.data(), ret.data(), nullptr, nullptr,
          p.whiten ? &moments : nullptr);
  if (p.whiten) Whiten(adv, moments);
  return Status::Ok();
}

}  // namespace agentrl::kernels
