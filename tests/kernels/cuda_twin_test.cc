// The CPU twin of the CUDA scan (cuda_twin.h) against the fp64 reference: the CUDA path's tiling,
// combining trees and fp32 arithmetic, tested on every machine. On a GPU, bench/gpu/run.sh also
// compares the device's output with the twin's.
#include "agentrl/kernels/cuda_twin.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>

#include "cuda_twin_detail.h"
#include "estimator_test_util.h"
#include "tile_scan.cuh"

namespace agentrl::kernels {
namespace {

using testing::RelErr;

std::string Describe(const EstimatorParams& p, bool single_pass = false) {
  return std::string(EstimatorName(p.estimator)) + "/" + std::string(MaskModeName(p.mask_mode)) +
         (p.lam_critic ? "/critic" : "") + (p.whiten ? "/whiten" : "") +
         (single_pass ? " (single pass)" : " (three phases)");
}

// Both device scans: the three-phase default and CudaOptions::single_pass.
constexpr bool kScans[] = {false, true};

std::vector<EstimatorParams> ScanCases(double gamma, double lam, double alpha) {
  std::vector<EstimatorParams> cases;
  for (Estimator e : {Estimator::kGae, Estimator::kGaeAdaptive, Estimator::kReturns}) {
    for (MaskMode mode : {MaskMode::kCarry, MaskMode::kZero}) {
      for (int variant = 0; variant < 3; ++variant) {  // plain, decoupled λ, whitened
        if (variant == 1 && e == Estimator::kReturns) continue;
        EstimatorParams p{
            .estimator = e, .mask_mode = mode, .gamma = gamma, .lam = lam, .alpha = alpha};
        if (variant == 1) p.lam_critic = 1.0;
        p.whiten = variant == 2;
        cases.push_back(p);
      }
    }
  }
  return cases;
}

// Several tiles (4096 tokens), sequences crossing tile, warp (512) and thread (16) boundaries.
TEST(CudaTwin, MatchesReferenceOnARaggedBatch) {
  std::vector<int64_t> lengths = {0, 1, 2, 15, 16, 17, 511, 512, 513, 4095, 4096, 4097, 70000};
  for (int i = 0; i < 60; ++i) lengths.push_back(37 * i % 2500);
  const PackedBatch b = MakeBatchWithLengths(lengths, 41, 4);
  std::vector<double> ra(b.num_tokens()), rr(b.num_tokens());
  std::vector<float> fa(b.num_tokens()), fr(b.num_tokens());
  for (const EstimatorParams& p : ScanCases(0.995, 0.95, 0.02)) {
    ReferenceEstimate(b.view(), p, ra, rr);
    for (bool single : kScans) {
      ASSERT_TRUE(CudaTwinEstimate(b.view(), p, fa, fr, {.single_pass = single}).ok())
          << Describe(p, single);
      EXPECT_LE(RelErr(fa, ra), 1e-5) << Describe(p, single);
      EXPECT_LE(RelErr(fr, rr), 1e-5) << Describe(p, single);
    }
  }
}

// Token by token, short sequences with independent random masks (every mask pattern a thread's
// 16 tokens can hold), and coefficients at the edges: λ = 0, γ = λ = 1.
TEST(CudaTwin, MatchesReferenceTokenByToken) {
  const PackedBatch b = testing::ShortSequencesWithRandomMasks(42);
  std::vector<double> ra(b.num_tokens()), rr(b.num_tokens());
  std::vector<float> fa(b.num_tokens()), fr(b.num_tokens());
  for (const auto& [gamma, lam] :
       {std::pair{0.995, 0.95}, std::pair{1.0, 1.0}, std::pair{0.9, 0.0}}) {
    for (const EstimatorParams& p : ScanCases(gamma, lam, 0.3)) {
      if (p.whiten) continue;  // whitening is a batch-wide transform: covered above
      ReferenceEstimate(b.view(), p, ra, rr);
      for (bool single : kScans) {
        ASSERT_TRUE(CudaTwinEstimate(b.view(), p, fa, fr, {.single_pass = single}).ok());
        const int64_t ta = testing::FirstTokenOff(fa, ra), tr = testing::FirstTokenOff(fr, rr);
        const std::string what =
            Describe(p, single) + " gamma " + std::to_string(gamma) + " lam " + std::to_string(lam);
        ASSERT_EQ(ta, -1) << what << " adv " << fa[ta] << " vs " << ra[ta];
        ASSERT_EQ(tr, -1) << what << " ret " << fr[tr] << " vs " << rr[tr];
      }
    }
  }
}

TEST(CudaTwin, OneMillionTokensUndiscounted) {
  for (bool single : kScans) {
    const CudaOptions o{.single_pass = single};
    for (const auto& e : testing::UndiscountedErrorsAtOneMillion(
             43, [&](const PackedBatchView& b, const EstimatorParams& p, std::span<float> a,
                     std::span<float> r) { ASSERT_TRUE(CudaTwinEstimate(b, p, a, r, o).ok()); })) {
      EXPECT_LE(e.adv, 1e-4) << Describe(e.params, single);
      EXPECT_LE(e.ret, 1e-4) << Describe(e.params, single);
    }
  }
}

// The case an fp32 γλ failed on the H200 (2.2e-4): λ = 1 − 1/(α·l) ≈ 1 − 4.8e-5 at 1M tokens.
// Held as a complement 1 − γλ computed in fp64, the decay keeps fp32's relative precision.
TEST(CudaTwin, OneMillionTokensAdaptiveLambdaNearOne) {
  for (bool single : kScans) {
    const CudaOptions o{.single_pass = single};
    for (const auto& e : testing::AdaptiveLambdaErrorsAtOneMillion(
             44, [&](const PackedBatchView&b, const EstimatorParams&p, std::span<float> a,
                     std::span<float> r) { ASSERT_TRUE(CudaTwinEstimate(b, p, a, r, o).ok()); })) {
      EXPECT_LE(e.adv, 1e-5) << MaskModeName(e.params.mask_mode) << (single ? " single pass" : "");
      EXPECT_LE(e.ret, 1e-5) << MaskModeName(e.params.mask_mode) << (single ? " single pass" : "");
    }
  }
}

// The single pass lets a tile whose aggregate map holds a sequence reset publish the state
// leaving it before it knows what enters it: Inclusive() applies such a map to zero. That is
// only sound if the map really ignores its input. Checked on every tile map of a ragged batch
// that holds a reset (composed thread by thread) against random finite entering states.
TEST(CudaTwin, ResetTileMapsIgnoreTheEnteringState) {
  using namespace cuda_detail;
  std::vector<int64_t> lengths;
  for (int i = 0; i < 200; ++i) lengths.push_back(1 + 131 * i % 9000);
  const PackedBatch b = MakeBatchWithLengths(lengths, 46, 4);
  const CudaPackedBatch dev = HostBatch(b.view());
  CounterRng rng(46, 2);
  for (const EstimatorParams& p : ScanCases(0.99, 0.9, 0.02)) {
    if (p.whiten || p.estimator == Estimator::kGaeAdaptive) continue;  // same maps as gae
    const ScanParams sp = ScanParamsFor(dev, p);
    int resets = 0, non_resets = 0;
    for (int64_t t0 = 0; t0 < dev.num_tokens; t0 += kTile) {
      Map tile = Identity();  // the threads' maps composed right to left
      const int64_t end = std::min(t0 + kTile, dev.num_tokens);
      for (int64_t first = t0 + (end - 1 - t0) / kItems * kItems; first >= t0; first -= kItems) {
        Tokens x;
        LoadTokensScalar(dev, first, x);
        tile = Compose(WithShape(sp,
                                 [&](auto shape) {
                                   return ThreadAggregate<decltype(shape)>(
                                       sp, x, first, ThreadSequence(sp, first));
                                 }),
                       tile);
      }
      if (!IsReset(tile)) {
        ++non_resets;
        continue;
      }
      ++resets;
      const State fixed = Inclusive(tile, State{0.f, 0.f, 0.f});
      for (int k = 0; k < 8; ++k) {
        const State in{static_cast<float>(rng.Normal() * 1e3), static_cast<float>(rng.Normal()),
                       static_cast<float>(rng.Normal() * 1e-3)};
        const State applied = Apply(tile, in);
        EXPECT_EQ(Inclusive(tile, in).a, fixed.a);
        EXPECT_EQ(applied.a, fixed.a);
        EXPECT_EQ(applied.ac, fixed.ac);
        EXPECT_EQ(applied.nv, fixed.nv);
      }
    }
    // Every kind zeroes nv at a reset, so tiles holding a sequence end publish early in each.
    EXPECT_GT(resets, 10) << Describe(p);
    EXPECT_GT(non_resets, 0) << Describe(p);
  }
}

// The two device scans round the carries between tiles along different paths, so their bits
// may differ; their values may not, beyond fp32 rounding.
TEST(CudaTwin, SinglePassAgreesWithThreePhases) {
  const PackedBatch b = MakeBatchWithLengths({300000, 5000, 1, 70000}, 47, 3);
  std::vector<float> a3(b.num_tokens()), r3(b.num_tokens()), a1(b.num_tokens()), r1(b.num_tokens());
  for (const EstimatorParams& p : ScanCases(0.999, 0.97, 0.02)) {
    ASSERT_TRUE(CudaTwinEstimate(b.view(), p, a3, r3).ok());
    ASSERT_TRUE(CudaTwinEstimate(b.view(), p, a1, r1, {.single_pass = true}).ok());
    EXPECT_LE((RelativeL2<float, float>(a1, a3)), 1e-6) << Describe(p);
    EXPECT_LE((RelativeL2<float, float>(r1, r3)), 1e-6) << Describe(p);
  }
}

// Random tile aggregates: decays in [0, 0.01), a share of them resets.
std::vector<cuda_detail::Map> RandomTileMaps(int64_t tiles, double reset_share, uint64_t seed) {
  CounterRng rng(seed, 3);
  std::vector<cuda_detail::Map> maps(tiles);
  for (auto& m : maps) {
    auto normal = [&] { return static_cast<float>(rng.Normal()); };
    const float e = static_cast<float>(rng.Uniform() * 0.01);
    m = {e, normal(), normal(), e, normal(), normal(), static_cast<float>(rng.Uniform()), normal()};
    if (rng.Uniform() < reset_share) m.ea = m.ec = 1.f, m.qa = m.qc = m.s = 0.f;
  }
  return maps;
}

// The single pass's look-back, replayed with many tiles in flight and random interleavings,
// must find exactly the chain's bits for every tile: wherever a look-back stops, whether it
// passes one window or many, waits on a full stash, or meets early-published resets.
TEST(CudaTwin, LookBackReproducesTheChainBitwise) {
  using namespace cuda_detail;
  struct Case {
    int in_flight;
    double reset_share;
    int64_t held_tile = -1;
  };
  constexpr int64_t kTiles = 3000;
  for (const Case c : {Case{1, 0.0}, Case{40, 0.0}, Case{40, 0.1}, Case{kTiles, 0.0},
                       Case{kTiles, 0.01}, Case{kTiles, 0.0, kTiles - 5}}) {
    const std::vector<Map> maps = RandomTileMaps(kTiles, c.reset_share, 48);
    const std::vector<State> chain = ChainedCarry(maps);
    const LookBackReplay r = ReplayLookBack(maps, c.in_flight, 49, c.held_tile);
    const std::string what = "in flight " + std::to_string(c.in_flight) + ", resets " +
                             std::to_string(c.reset_share) + ", held tile " +
                             std::to_string(c.held_tile) + ": deepest " +
                             std::to_string(r.deepest) + ", waits " + std::to_string(r.waits) +
                             ", full-stash waits " + std::to_string(r.full_stash_waits);
    ASSERT_FALSE(r.stalled) << what;
    ASSERT_EQ(r.carry.size(), chain.size());
    for (size_t k = 0; k < chain.size(); ++k) {
      ASSERT_EQ(std::memcmp(&r.carry[k], &chain[k], sizeof(State)), 0)
          << what << ": tile " << k << " carry " << r.carry[k].a << " vs chain " << chain[k].a;
    }
    std::printf("%s\n", what.c_str());
    if (c.in_flight == 1) {
      EXPECT_EQ(r.deepest, 1) << what;  // one tile at a time: only the neighbour is read
    }
    if (c.in_flight > 32) {
      EXPECT_GT(r.waits, 0) << what;
    }
    if (c.in_flight == kTiles) {
      EXPECT_GT(r.deepest, 32) << what;  // several windows stashed
    }
    if (c.held_tile >= 0) {
      EXPECT_GT(r.full_stash_waits, 0) << what;
    }
  }
}

// The outcome estimators' device pipeline (group_stats.cuh): groups given out of order and
// interleaved, negative ids, singletons, empty and all-observation sequences.
TEST(CudaTwin, OutcomeEstimatorsMatchReference) {
  std::vector<int64_t> lengths = {0, 1, 2, 17, 4095, 4097, 9000};
  for (int i = 0; i < 90; ++i) lengths.push_back(53 * i % 1700);
  PackedBatch b = MakeBatchWithLengths(lengths, 46, 1);
  for (size_t i = 0; i < b.group.size(); ++i)  // 13 interleaved groups, then singletons
    b.group[i] = i < 80 ? static_cast<int64_t>(i * 7 % 13) - 6 : 1000 + static_cast<int64_t>(i);
  std::vector<double> ra(b.num_tokens()), rr(b.num_tokens());
  std::vector<float> fa(b.num_tokens()), fr(b.num_tokens());
  for (const auto& name : EstimatorNames()) {
    const EstimatorParams p{.estimator = *ParseEstimator(name)};
    if (IsScanEstimator(p.estimator)) continue;
    ReferenceEstimate(b.view(), p, ra, rr);
    for (bool single : kScans) {
      ASSERT_TRUE(CudaTwinEstimate(b.view(), p, fa, fr, {.single_pass = single}).ok()) << name;
      EXPECT_LE(RelErr(fa, ra), 1e-6) << name << (single ? " (single pass)" : "");
      EXPECT_EQ(fa, fr) << name << ": returns equal advantages";
      for (size_t t = 0; t < fa.size(); ++t) {
        if (!b.mask[t]) {
          ASSERT_EQ(fa[t], 0.f) << name << " t=" << t;
        }
      }
    }
  }
}

// The staged store's layout (tile_scan.cuh): every slot used once, and each shared-memory access
// pattern free of bank conflicts. 16-byte accesses are served a quarter-warp (8 lanes) at a
// time and need 8 different 16-byte bank groups; 4-byte accesses need 32 different banks.
TEST(CudaTwin, StagedStoreLayoutIsConflictFree) {
  using namespace cuda_detail;
  std::vector<int> seen(kStageFloats, 0);
  for (int row = 0; row < 32; ++row)
    for (int k = 0; k < kItems; ++k) ++seen[StageSlot(row, k)];
  EXPECT_EQ(std::count(seen.begin(), seen.end(), 1), kStageFloats);
  for (int c = 0; c < kItems / kChunk; ++c) {
    for (int row = 0; row < 32; ++row)  // chunks are 16-byte aligned and hold tokens 4c..4c+3
      for (int i = 0; i < kChunk; ++i)
        ASSERT_EQ(StageSlot(row, kChunk * c + i), StageChunk(row, c) + i);
  }
  auto distinct_groups = [](const std::vector<int>& offsets) {
    std::vector<int> groups;
    for (int off : offsets) groups.push_back(off / kChunk % 8);
    std::sort(groups.begin(), groups.end());
    return std::unique(groups.begin(), groups.end()) == groups.end();
  };
  // Quarter-warp q: lanes 8q..8q+7. StageWriter: lane l writes chunk c of row l. The
  // whole-warp store, step j: lane l reads chunk l % 4 of row 8j + l/4.
  for (int q = 0; q < 4; ++q) {
    for (int c = 0; c < kItems / kChunk; ++c) {
      std::vector<int> offsets;
      for (int l = 8 * q; l < 8 * q + 8; ++l) offsets.push_back(StageChunk(l, c));
      EXPECT_TRUE(distinct_groups(offsets)) << "write, chunk " << c << " quarter " << q;
    }
    for (int j = 0; j < kItems / kChunk; ++j) {
      std::vector<int> offsets;
      for (int l = 8 * q; l < 8 * q + 8; ++l) offsets.push_back(StageChunk(8 * j + l / 4, l % 4));
      EXPECT_TRUE(distinct_groups(offsets)) << "read, step " << j << " quarter " << q;
    }
  }
  for (int j = 0; j < kItems; ++j) {  // the last warp's store: element 32j + l
    std::vector<int> banks;
    for (int l = 0; l < 32; ++l) banks.push_back(StageSlot((32 * j + l) / kItems, l % kItems) % 32);
    std::sort(banks.begin(), banks.end());
    EXPECT_EQ(std::unique(banks.begin(), banks.end()), banks.end()) << "step " << j;
  }
}

// Output arrays that are not 16-byte aligned take the one-float-at-a-time store in every warp;
// the bits must not change.
TEST(CudaTwin, UnalignedOutputsGetTheSameBits) {
  const PackedBatch b = MakeBatchWithLengths({3000, 1, 513, 9000, 40}, 47, 2);
  const size_t n = b.num_tokens();
  std::vector<float> fa(n), fr(n), ua(n + 1), ur(n + 1);
  ASSERT_EQ(reinterpret_cast<uintptr_t>(fa.data()) % 16, 0u);  // malloc's alignment
  for (const EstimatorParams& p : ScanCases(0.99, 0.9, 0.02)) {
    for (bool single : kScans) {
      ASSERT_TRUE(CudaTwinEstimate(b.view(), p, fa, fr, {.single_pass = single}).ok());
      ASSERT_TRUE(CudaTwinEstimate(b.view(), p, std::span(ua).subspan(1), std::span(ur).subspan(1),
                                   {.single_pass = single})
                      .ok());
      EXPECT_EQ(std::memcmp(fa.data(), ua.data() + 1, n * sizeof(float)), 0) << Describe(p, single);
      EXPECT_EQ(std::memcmp(fr.data(), ur.data() + 1, n * sizeof(float)), 0) << Describe(p, single);
    }
  }
}

// A shape like S that computes the scan's second component in full.
template <class S>
struct FullSecond {
  static constexpr cuda_detail::Kind kind = S::kind;
  static constexpr bool carry = S::carry;
  static constexpr bool second = true;
};

// Shapes without a second component (returns, gae without a decoupled λ) copy the c part of
// every map and state from the a part (Shape::second). That is exact only if, computed in full,
// c equals a bit for bit: checked thread by thread, for the aggregate and the scan's outputs.
TEST(CudaTwin, SecondComponentCopyKeepsTheBits) {
  using namespace cuda_detail;
  const PackedBatch b = testing::ShortSequencesWithRandomMasks(48);
  const CudaPackedBatch dev = HostBatch(b.view());
  CounterRng rng(48, 1);
  int checked = 0;
  for (const EstimatorParams& p : ScanCases(0.99, 0.9, 0.3)) {
    if (p.lam_critic || p.whiten || p.estimator == Estimator::kGaeAdaptive) continue;
    const ScanParams sp = ScanParamsFor(dev, p);
    WithShape(sp, [&](auto shape) {
      using S = decltype(shape);
      ASSERT_FALSE(S::second) << Describe(p);
      for (int64_t t0 = 0; t0 < dev.num_tokens; t0 += kItems) {
        Tokens x;
        LoadTokensScalar(dev, t0, x);
        const int64_t seq = ThreadSequence(sp, t0);
        const Map full = ThreadAggregate<FullSecond<S>>(sp, x, t0, seq);
        const Map copied = ThreadAggregate<S>(sp, x, t0, seq);
        ASSERT_EQ(std::memcmp(&full, &copied, sizeof(Map)), 0) << Describe(p) << " t0 " << t0;
        const float a = static_cast<float>(rng.Normal()), nv = static_cast<float>(rng.Normal());
        float out_full[2][kItems] = {}, out_copied[2][kItems] = {};
        ThreadScanWrite<FullSecond<S>, false>(
            sp, x, t0, seq, State{a, a, nv}, nullptr, nullptr,
            [&](int k, float adv, float ret) { out_full[0][k] = adv, out_full[1][k] = ret; });
        ThreadScanWrite<S, false>(
            sp, x, t0, seq, State{a, a, nv}, nullptr, nullptr,
            [&](int k, float adv, float ret) { out_copied[0][k] = adv, out_copied[1][k] = ret; });
        ASSERT_EQ(std::memcmp(out_full, out_copied, sizeof(out_full)), 0)
            << Describe(p) << " t0 " << t0;
        ++checked;
      }
    });
  }
  EXPECT_GT(checked, 1000);
}

TEST(CudaTwin, RefusesBadSizes) {
  const PackedBatch b = MakeBatchWithLengths({5, 7}, 45, 2);
  std::vector<float> a(b.num_tokens()), r(b.num_tokens()), short_out(3);
  for (Estimator e : {Estimator::kGae, Estimator::kGrpo}) {
    const Status s = CudaTwinEstimate(b.view(), {.estimator = e}, short_out, r);
    ASSERT_FALSE(s.ok());
    EXPECT_NE(s.message().find("one float per token"), std::string::npos) << s.message();
    EXPECT_TRUE(CudaTwinEstimate(b.view(), {.estimator = e}, a, r).ok());
  }
}

}  // namespace
}  // namespace agentrl::kernels
