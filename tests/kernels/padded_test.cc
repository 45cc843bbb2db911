// PaddedEstimate (padded.h): padded and strided rows, scanned in place, against the fp64
// reference run over the same rows as sequences (ReferenceEstimate on a PackedBatch whose
// sequence i is row i, padding included), for every estimator, mask mode and block width; the
// converted layouts (bf16, strided, integer and floating masks, packed rows by cu_seqlens)
// against the fp32 contiguous one bit for bit; the framework rules against plain loops; and the
// errors.
#include "agentrl/kernels/padded.h"

#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstring>

#include "agentrl/core/seed.h"
#include "agentrl/kernels/estimators.h"
#include "estimator_test_util.h"

namespace agentrl::kernels {
namespace {

using testing::CpuLanes;

// A padded batch in plain vectors: rows × cols, ragged valid lengths with interior observation
// spans and trailing padding (mask 0, reward 0), every value exactly representable in bf16 so
// that bf16 inputs hold the same numbers as fp32 ones.
struct Padded {
  int64_t rows = 0, cols = 0;
  std::vector<float> r, v, boot;
  std::vector<uint8_t> m;
  std::vector<int64_t> group;

  PackedBatch AsSequences() const {  // row i as sequence i, padding included
    PackedBatch b;
    for (int64_t i = 0; i < rows; ++i) {
      const size_t o = static_cast<size_t>(i * cols), n = static_cast<size_t>(cols);
      b.Append({r.data() + o, n}, {v.data() + o, n}, {m.data() + o, n}, boot[i] == 0.0f, boot[i],
               group[i]);
    }
    return b;
  }
};

float Bf16Exact(double x) {  // x rounded to a value bf16 holds exactly
  const uint32_t u = std::bit_cast<uint32_t>(static_cast<float>(x)) & 0xFFFF0000u;
  return std::bit_cast<float>(u);
}

Padded MakePadded(int64_t rows, int64_t cols, uint64_t seed, bool bootstrap = false) {
  Padded p;
  p.rows = rows, p.cols = cols;
  p.r.assign(rows * cols, 0.0f), p.v.resize(rows * cols), p.m.assign(rows * cols, 0);
  p.boot.assign(rows, 0.0f), p.group.resize(rows);
  for (int64_t i = 0; i < rows; ++i) {
    CounterRng rng(seed, i);
    const int64_t valid = i % 5 == 0 ? cols : static_cast<int64_t>(rng.Below(cols + 1));
    for (int64_t t = 0; t < cols; ++t) {
      const size_t k = static_cast<size_t>(i * cols + t);
      p.v[k] = Bf16Exact(rng.Uniform() * 2 - 0.5);
      if (t < valid) {
        p.m[k] = rng.Uniform() < 0.8 ? 1 : 0;
        if (rng.Uniform() < 0.1) p.r[k] = Bf16Exact(rng.Normal());
      }
    }
    if (valid > 0) p.r[i * cols + valid - 1] = Bf16Exact(p.r[i * cols + valid - 1] + 1.0);
    if (bootstrap && rng.Uniform() < 0.5) p.boot[i] = Bf16Exact(rng.Normal());
    p.group[i] = i / 4;
  }
  return p;
}

PaddedBatchView ViewOf(const Padded& p) {
  PaddedBatchView b;
  b.rows = p.rows, b.cols = p.cols;
  b.rewards = {p.r.data(), ElementType::kFloat32, p.cols, 1};
  b.values = {p.v.data(), ElementType::kFloat32, p.cols, 1};
  b.mask = {p.m.data(), ElementType::kUInt8, p.cols, 1};
  b.bootstrap = p.boot.data();
  b.group = p.group.data();
  return b;
}

struct Out {
  std::vector<float> adv, ret;
  explicit Out(size_t n) : adv(n), ret(n) {}
  PaddedOutputs outputs(int64_t cols) {
    return {{adv.data(), ElementType::kFloat32, cols, 1},
            {ret.data(), ElementType::kFloat32, cols, 1}};
  }
};

std::vector<EstimatorParams> AllParams() {
  std::vector<EstimatorParams> all;
  for (const auto& name : EstimatorNames()) {
    const Estimator e = *ParseEstimator(name);
    for (MaskMode mode : {MaskMode::kCarry, MaskMode::kZero}) {
      for (bool whiten : {false, true}) {
        for (bool critic : {false, true}) {
          if (!IsScanEstimator(e) && (mode == MaskMode::kZero || whiten || critic)) continue;
          if (critic && e == Estimator::kReturns) continue;
          EstimatorParams p{.estimator = e,
                            .mask_mode = mode,
                            .gamma = 0.99,
                            .lam = 0.95,
                            .alpha = 0.05,
                            .whiten = whiten};
          if (critic) p.lam_critic = 1.0;
          all.push_back(p);
        }
      }
    }
  }
  return all;
}

std::string Describe(const EstimatorParams& p) {
  return std::string(EstimatorName(p.estimator)) + "/" + std::string(MaskModeName(p.mask_mode)) +
         (p.whiten ? "/whiten" : "") + (p.lam_critic ? "/critic" : "");
}

TEST(PaddedEstimate, MatchesReferenceOverRowsForEveryEstimatorAndBlockWidth) {
  for (int64_t cols : {1, 7, 16, 33, 300}) {
    const Padded p = MakePadded(23, cols, 11 + cols, /*bootstrap=*/true);
    const PackedBatch seqs = p.AsSequences();
    const size_t n = static_cast<size_t>(p.rows * cols);
    for (const EstimatorParams& params : AllParams()) {
      std::vector<double> ra(n), rr(n);
      ReferenceEstimate(seqs.view(), params, ra, rr);
      for (int lanes : CpuLanes()) {
        Out out(n);
        ASSERT_TRUE(
            PaddedEstimate(ViewOf(p), params, out.outputs(cols), {}, {.simd_lanes = lanes}).ok());
        EXPECT_EQ(testing::FirstTokenOff(out.adv, ra), -1)
            << Describe(params) << " cols " << cols << " lanes " << lanes;
        if (IsScanEstimator(params.estimator)) {
          EXPECT_EQ(testing::FirstTokenOff(out.ret, rr), -1)
              << Describe(params) << " cols " << cols << " lanes " << lanes;
        }
      }
    }
  }
}

TEST(PaddedEstimate, SameBitsForEveryThreadCount) {
  const Padded p = MakePadded(97, 257, 5);
  for (const EstimatorParams& params : AllParams()) {
    Out one(p.r.size()), many(p.r.size());
    ASSERT_TRUE(PaddedEstimate(ViewOf(p), params, one.outputs(p.cols), {}, {.threads = 1}).ok());
    for (int threads : {2, 3, 0}) {
      ASSERT_TRUE(
          PaddedEstimate(ViewOf(p), params, many.outputs(p.cols), {}, {.threads = threads}).ok());
      EXPECT_EQ(one.adv, many.adv) << Describe(params) << " threads " << threads;
      if (IsScanEstimator(params.estimator)) {
        EXPECT_EQ(one.ret, many.ret) << Describe(params);
      }
    }
  }
}

uint16_t ToBf16Bits(float f) { return static_cast<uint16_t>(std::bit_cast<uint32_t>(f) >> 16); }

// Round to nearest even, as torch converts.
uint16_t RoundToBf16(float f) {
  const uint32_t u = std::bit_cast<uint32_t>(f);
  return static_cast<uint16_t>((u + 0x7FFFu + ((u >> 16) & 1u)) >> 16);
}

// The converted layouts read the same numbers, so they must give the fp32 contiguous bits.
TEST(PaddedEstimate, ConvertedLayoutsGiveTheContiguousFloatBits) {
  const Padded p = MakePadded(19, 131, 21, true);
  const int64_t rows = p.rows, cols = p.cols, n = rows * cols;
  // Transposed storage ([cols, rows] memory seen as [rows, cols]): column stride = rows.
  std::vector<float> rt(n), vt(n);
  std::vector<uint16_t> rb(n), vb(n);
  std::vector<int64_t> m64(n);
  std::vector<float> mf(n);
  for (int64_t i = 0; i < rows; ++i) {
    for (int64_t t = 0; t < cols; ++t) {
      const int64_t k = i * cols + t;
      rt[t * rows + i] = p.r[k], vt[t * rows + i] = p.v[k];
      rb[k] = ToBf16Bits(p.r[k]), vb[k] = ToBf16Bits(p.v[k]);
      m64[t * rows + i] = p.m[k];
      mf[k] = p.m[k];
    }
  }
  for (const EstimatorParams& params : AllParams()) {
    Out want(n);
    ASSERT_TRUE(PaddedEstimate(ViewOf(p), params, want.outputs(cols)).ok());

    PaddedBatchView strided = ViewOf(p);
    strided.rewards = {rt.data(), ElementType::kFloat32, 1, rows};
    strided.values = {vt.data(), ElementType::kFloat32, 1, rows};
    strided.mask = {m64.data(), ElementType::kInt64, 1, rows};
    PaddedBatchView bf16 = ViewOf(p);
    bf16.rewards = {rb.data(), ElementType::kBFloat16, cols, 1};
    bf16.values = {vb.data(), ElementType::kBFloat16, cols, 1};
    bf16.mask = {mf.data(), ElementType::kFloat32, cols, 1};
    for (const PaddedBatchView* view : {&strided, &bf16}) {
      Out got(n);
      ASSERT_TRUE(PaddedEstimate(*view, params, got.outputs(cols)).ok());
      EXPECT_EQ(got.adv, want.adv) << Describe(params);
      if (IsScanEstimator(params.estimator)) {
        EXPECT_EQ(got.ret, want.ret) << Describe(params);
      }
    }
    // Outputs written strided and in bf16: the fp32 results, placed and rounded once.
    std::vector<float> adv_t(n), ret_t(n);
    std::vector<uint16_t> adv_b(n), ret_b(n);
    PaddedOutputs strided_out{{adv_t.data(), ElementType::kFloat32, 1, rows},
                              {ret_t.data(), ElementType::kFloat32, 1, rows}};
    PaddedOutputs bf16_out{{adv_b.data(), ElementType::kBFloat16, cols, 1},
                           {ret_b.data(), ElementType::kBFloat16, cols, 1}};
    ASSERT_TRUE(PaddedEstimate(ViewOf(p), params, strided_out).ok());
    ASSERT_TRUE(PaddedEstimate(ViewOf(p), params, bf16_out).ok());
    for (int64_t i = 0; i < rows; ++i) {
      for (int64_t t = 0; t < cols; ++t) {
        const int64_t k = i * cols + t;
        ASSERT_EQ(adv_t[t * rows + i], want.adv[k]) << Describe(params) << " at " << k;
        ASSERT_EQ(adv_b[k], RoundToBf16(want.adv[k])) << Describe(params) << " at " << k;
        if (IsScanEstimator(params.estimator)) {
          ASSERT_EQ(ret_t[t * rows + i], want.ret[k]) << Describe(params) << " at " << k;
          ASSERT_EQ(ret_b[k], RoundToBf16(want.ret[k])) << Describe(params) << " at " << k;
        }
      }
    }
  }
}

TEST(PaddedEstimate, PackedRowsByCuSeqlensMatchCpuEstimate) {
  const PackedBatch b = testing::ShortSequencesWithRandomMasks(3);
  const size_t n = b.num_tokens();
  for (const EstimatorParams& params : AllParams()) {
    std::vector<float> want_adv(n), want_ret(n);
    CpuEstimate(b.view(), params, want_adv, want_ret, {.threads = 1});
    PaddedBatchView v;
    v.rows = static_cast<int64_t>(b.num_sequences());
    v.cu_seqlens = b.cu_seqlens.data();
    v.rewards = {b.rewards.data(), ElementType::kFloat32, 0, 1};
    v.values = {b.values.data(), ElementType::kFloat32, 0, 1};
    v.mask = {b.mask.data(), ElementType::kUInt8, 0, 1};
    std::vector<float> boot(b.num_sequences());
    for (size_t i = 0; i < boot.size(); ++i)
      boot[i] = b.terminated[i] ? 0.0f : b.bootstrap_value[i];
    v.bootstrap = boot.data();
    v.group = b.group.data();
    Out got(n);
    ASSERT_TRUE(PaddedEstimate(v, params,
                               {{got.adv.data(), ElementType::kFloat32, 0, 1},
                                {got.ret.data(), ElementType::kFloat32, 0, 1}})
                    .ok());
    // Whitening merges statistics per row here and per work item there: last bits may differ.
    std::vector<double> ref_adv(want_adv.begin(), want_adv.end()),
        ref_ret(want_ret.begin(), want_ret.end());
    EXPECT_EQ(testing::FirstTokenOff(got.adv, ref_adv, 1e-6), -1) << Describe(params);
    if (IsScanEstimator(params.estimator)) {
      EXPECT_EQ(testing::FirstTokenOff(got.ret, ref_ret, 1e-6), -1) << Describe(params);
    }
  }
}

TEST(PaddedEstimate, PerRowLambdaIsEachRowsOwnGae) {
  const Padded p = MakePadded(9, 40, 8, true);
  std::vector<double> lam(p.rows);
  for (int64_t i = 0; i < p.rows; ++i) lam[i] = 0.1 * static_cast<double>(i);
  for (MaskMode mode : {MaskMode::kCarry, MaskMode::kZero}) {
    PaddedBatchView v = ViewOf(p);
    v.row_lambda = lam.data();
    const EstimatorParams params{.estimator = Estimator::kGae, .mask_mode = mode, .gamma = 0.97};
    Out got(p.r.size());
    ASSERT_TRUE(PaddedEstimate(v, params, got.outputs(p.cols)).ok());
    for (int64_t i = 0; i < p.rows; ++i) {
      Padded one = p;  // row i alone, with its λ as the batch's
      one.rows = 1;
      one.r.assign(p.r.begin() + i * p.cols, p.r.begin() + (i + 1) * p.cols);
      one.v.assign(p.v.begin() + i * p.cols, p.v.begin() + (i + 1) * p.cols);
      one.m.assign(p.m.begin() + i * p.cols, p.m.begin() + (i + 1) * p.cols);
      one.boot = {p.boot[i]}, one.group = {0};
      EstimatorParams row_params = params;
      row_params.lam = lam[i];
      std::vector<double> ra(p.cols), rr(p.cols);
      ReferenceEstimate(one.AsSequences().view(), row_params, ra, rr);
      EXPECT_EQ(
          testing::FirstTokenOff(std::span<const float>(got.adv).subspan(i * p.cols, p.cols), ra),
          -1)
          << "row " << i;
      EXPECT_EQ(
          testing::FirstTokenOff(std::span<const float>(got.ret).subspan(i * p.cols, p.cols), rr),
          -1)
          << "row " << i;
    }
  }
}

TEST(PaddedEstimate, ResetReturnsRuleIsVerlsReinforcePlusPlusLoop) {
  const Padded p = MakePadded(13, 50, 4);
  const double gamma = 0.9;
  const EstimatorParams params{.estimator = Estimator::kReturns, .gamma = gamma, .whiten = true};
  const FrameworkRules rules{
      .returns_reset_after_mask0 = true, .whiten_zero_unmasked = true, .whiten_requires_two = true};
  Out got(p.r.size());
  ASSERT_TRUE(PaddedEstimate(ViewOf(p), params, got.outputs(p.cols), rules).ok());
  // veRL: running = r_t + γ·running; returns[t] = running; running *= mask[t].
  std::vector<double> ret(p.r.size());
  double n = 0, sum = 0;
  for (int64_t i = 0; i < p.rows; ++i) {
    double running = 0;
    for (int64_t t = p.cols - 1; t >= 0; --t) {
      const size_t k = static_cast<size_t>(i * p.cols + t);
      running = p.r[k] + gamma * running;
      ret[k] = running;
      running *= p.m[k];
      if (p.m[k]) n += 1, sum += ret[k];
    }
  }
  const double mean = sum / n;
  double ss = 0;
  for (size_t k = 0; k < ret.size(); ++k)
    if (p.m[k]) ss += (ret[k] - mean) * (ret[k] - mean);
  const double scale = 1 / std::sqrt(ss / (n - 1) + 1e-8);
  std::vector<double> adv(ret.size());
  for (size_t k = 0; k < ret.size(); ++k) adv[k] = p.m[k] ? (ret[k] - mean) * scale : 0.0;
  EXPECT_EQ(testing::FirstTokenOff(got.ret, ret), -1);
  EXPECT_EQ(testing::FirstTokenOff(got.adv, adv), -1);
}

TEST(PaddedEstimate, RlooSingletonRuleKeepsTheScore) {
  Padded p = MakePadded(6, 10, 2);
  p.group = {0, 0, 1, 2, 2, 2};  // row 2 alone in its group
  const EstimatorParams params{.estimator = Estimator::kRloo};
  Out plain(p.r.size()), verl(p.r.size());
  ASSERT_TRUE(PaddedEstimate(ViewOf(p), params, plain.outputs(p.cols)).ok());
  ASSERT_TRUE(
      PaddedEstimate(ViewOf(p), params, verl.outputs(p.cols), {.rloo_singleton_keeps_score = true})
          .ok());
  double score = 0;
  for (int64_t t = 0; t < p.cols; ++t) score += p.r[2 * p.cols + t];
  for (int64_t t = 0; t < p.cols; ++t) {
    const size_t k = static_cast<size_t>(2 * p.cols + t);
    EXPECT_EQ(plain.adv[k], 0.0f);
    EXPECT_EQ(verl.adv[k], p.m[k] ? static_cast<float>(score) : 0.0f);
  }
  for (size_t k = 0; k < p.r.size(); ++k)
    if (k / p.cols != 2) {
      EXPECT_EQ(plain.adv[k], verl.adv[k]);
    }
}

TEST(PaddedEstimate, ErrorsNameTheArgument) {
  Padded p = MakePadded(4, 8, 1);
  const EstimatorParams gae{.estimator = Estimator::kGae, .whiten = true};
  Out out(p.r.size());
  PaddedBatchView v = ViewOf(p);
  v.mask_name = "response_mask";
  p.m[2 * 8 + 5] = 3;
  Status s = PaddedEstimate(v, gae, out.outputs(8));
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.message().find("response_mask"), std::string::npos) << s.message();
  EXPECT_NE(s.message().find("row 2, column 5"), std::string::npos) << s.message();
  p.m[2 * 8 + 5] = 1;

  std::vector<float> fm(p.m.begin(), p.m.end());
  fm[3 * 8 + 1] = 0.5f;
  v.mask = {fm.data(), ElementType::kFloat32, 8, 1};
  s = PaddedEstimate(v, gae, out.outputs(8));
  EXPECT_NE(s.message().find("row 3, column 1"), std::string::npos) << s.message();

  std::fill(fm.begin(), fm.end(), 0.0f);
  fm[7] = 1.0f;  // one trainable token
  EXPECT_TRUE(PaddedEstimate(v, gae, out.outputs(8)).ok());
  s = PaddedEstimate(v, gae, out.outputs(8), {.whiten_requires_two = true});
  EXPECT_NE(s.message().find("at least two trainable tokens"), std::string::npos) << s.message();

  v = ViewOf(p);
  v.values.data = nullptr;
  EXPECT_NE(PaddedEstimate(v, gae, out.outputs(8)).message().find("values"), std::string::npos);
  v = ViewOf(p);
  v.group = nullptr;
  EXPECT_NE(
      PaddedEstimate(v, {.estimator = Estimator::kGrpo}, out.outputs(8)).message().find("group"),
      std::string::npos);
  v = ViewOf(p);
  std::vector<double> lam = {0.5, 0.5, 1.5, 0.5};
  v.row_lambda = lam.data();
  EXPECT_NE(PaddedEstimate(v, {.estimator = Estimator::kGae}, out.outputs(8))
                .message()
                .find("lam: row 2"),
            std::string::npos);
  v = ViewOf(p);
  v.rewards.type = ElementType::kInt64;
  EXPECT_NE(PaddedEstimate(v, gae, out.outputs(8)).message().find("rewards"), std::string::npos);
}

TEST(PaddedEstimate, EmptyShapes) {
  const EstimatorParams gae{.estimator = Estimator::kGae, .whiten = true};
  PaddedBatchView none;
  EXPECT_TRUE(PaddedEstimate(none, gae, {}).ok());
  const Padded p = MakePadded(3, 0, 1);
  Out out(0);
  EXPECT_TRUE(PaddedEstimate(ViewOf(p), gae, out.outputs(0)).ok());
  EXPECT_TRUE(PaddedEstimate(ViewOf(p), {.estimator = Estimator::kGrpo}, out.outputs(0)).ok());
}

}  // namespace
}  // namespace agentrl::kernels
