// The LibTorch side: the per-timestep loops as veRL and OpenRLHF write them agree with our
// reference semantics (carry and zero mode), and the adapter's padded and packed entry points
// agree with the fast CPU path.
#include "agentrl/kernels/torch_adapter.h"

#include <gtest/gtest.h>
#include <torch/torch.h>

#include "estimator_test_util.h"

namespace agentrl::kernels {
namespace {

struct Padded {
  torch::Tensor r, v, m, term, boot, group;
  PackedBatch packed;  // the same data, packed (sequences end at their last trainable token)
};

// B rows of ragged length; every row ends on a trainable token so padding is unambiguous.
Padded MakePadded(int64_t rows, int64_t cols, uint64_t seed) {
  std::vector<int64_t> lengths;
  CounterRng rng(seed, 0);
  for (int64_t i = 0; i < rows; ++i) lengths.push_back(1 + static_cast<int64_t>(rng.Below(cols)));
  PackedBatch b = MakeBatchWithLengths(lengths, seed, 3);
  for (size_t i = 0; i < b.num_sequences(); ++i) {
    b.mask[b.cu_seqlens[i + 1] - 1] = 1;  // unambiguous end
    b.terminated[i] = 1;                  // the framework loops bootstrap from 0
  }
  Padded p{torch::zeros({rows, cols}),
           torch::zeros({rows, cols}),
           torch::zeros({rows, cols}, torch::kUInt8),
           torch::ones({rows}, torch::kUInt8),
           torch::zeros({rows}),
           torch::zeros({rows}, torch::kInt64),
           b};
  for (int64_t i = 0; i < rows; ++i) {
    for (int64_t t = 0; t < lengths[i]; ++t) {
      p.r[i][t] = b.rewards[b.cu_seqlens[i] + t];
      p.v[i][t] = b.values[b.cu_seqlens[i] + t];
      p.m[i][t] = b.mask[b.cu_seqlens[i] + t];
    }
    p.group[i] = b.group[i];
  }
  return p;
}

// Reference output of the packed batch, laid out padded.
torch::Tensor ReferencePadded(const Padded& p, const EstimatorParams& params, bool returns) {
  std::vector<double> adv(p.packed.num_tokens()), ret(p.packed.num_tokens());
  ReferenceEstimate(p.packed.view(), params, adv, ret);
  auto out = torch::zeros(p.r.sizes(), torch::kFloat64);
  for (size_t i = 0; i < p.packed.num_sequences(); ++i)
    for (int64_t t = p.packed.cu_seqlens[i]; t < p.packed.cu_seqlens[i + 1]; ++t)
      out[static_cast<int64_t>(i)][t - p.packed.cu_seqlens[i]] = returns ? ret[t] : adv[t];
  return out;
}

double MaxDiff(const torch::Tensor& a, const torch::Tensor& b) {
  return (a.to(torch::kFloat64) - b.to(torch::kFloat64)).abs().max().item<double>();
}

using TorchLoop = void (*)(const at::Tensor&, const at::Tensor&, const at::Tensor&, double, double,
                           at::Tensor*, at::Tensor*);

// A framework's per-timestep loop, run in fp64 on padded rows, agrees with our reference. Rows
// end on a trainable token, so the loop's padding carries A = 0 and V = 0, as the reference's
// layout has there.
void ExpectLoopMatchesReference(TorchLoop loop, const Padded& p, const EstimatorParams& params) {
  torch::Tensor adv, ret;
  loop(p.r.to(torch::kFloat64), p.v.to(torch::kFloat64), p.m, params.gamma, params.lam, &adv, &ret);
  EXPECT_LT(MaxDiff(adv, ReferencePadded(p, params, false)), 1e-9);
  EXPECT_LT(MaxDiff(ret, ReferencePadded(p, params, true)), 1e-9);
}

TEST(TorchLoops, VerlCarryLoopMatchesReferenceSemantics) {
  ExpectLoopMatchesReference(&torch_adapter::TorchLoopGaeCarry, MakePadded(6, 300, 21),
                             {.mask_mode = MaskMode::kCarry, .gamma = 0.99, .lam = 0.9});
}

TEST(TorchLoops, OpenRlhfZeroLoopMatchesReferenceSemantics) {
  ExpectLoopMatchesReference(&torch_adapter::TorchLoopGaeZero, MakePadded(5, 200, 22),
                             {.mask_mode = MaskMode::kZero, .gamma = 0.97, .lam = 0.95});
}

// veRL's GRPO loop over padded rows, in fp64, agrees with our grpo and drgrpo: group sums of all
// rewards, unbiased std, a singleton group (the 7th row here) at mean 0 and std 1, 0 off the mask.
TEST(TorchLoops, VerlGrpoLoopMatchesReferenceSemantics) {
  const Padded p = MakePadded(7, 300, 24);
  ASSERT_NE(p.group[6].item<int64_t>(), p.group[5].item<int64_t>());  // row 6 is alone
  for (const bool norm : {true, false}) {
    const EstimatorParams params{.estimator = norm ? Estimator::kGrpo : Estimator::kDrGrpo};
    torch::Tensor adv, ret;
    torch_adapter::TorchLoopGrpo(p.r.to(torch::kFloat64), p.m, p.group, norm, &adv, &ret);
    EXPECT_LT(MaxDiff(adv, ReferencePadded(p, params, false)), 1e-9) << norm;
    EXPECT_LT(MaxDiff(ret, ReferencePadded(p, params, true)), 1e-9) << norm;
    EXPECT_GT(adv.abs().max().item<double>(), 0.1) << norm;  // not trivially all zero
  }
}

TEST(TorchAdapter, PaddedAndPackedAgreeWithReference) {
  const Padded p = MakePadded(7, 500, 23);
  for (const auto& name : EstimatorNames()) {
    EstimatorParams params{.estimator = *ParseEstimator(name), .gamma = 0.99, .lam = 0.95};
    torch::Tensor adv, ret;
    ASSERT_TRUE(
        torch_adapter::EstimatePadded(p.r, p.v, p.m, p.term, p.boot, p.group, params, &adv, &ret)
            .ok())
        << name;
    EXPECT_LT(MaxDiff(adv, ReferencePadded(p, params, false)), 1e-4) << name;
    EXPECT_LT(MaxDiff(ret, ReferencePadded(p, params, true)), 1e-4) << name;

    const PackedBatch& b = p.packed;
    auto t64 = [](const std::vector<int64_t>& x) { return torch::tensor(x, torch::kInt64); };
    auto tf = [](const std::vector<float>& x) { return torch::tensor(x, torch::kFloat32); };
    auto tu = [](const std::vector<uint8_t>& x) {
      return torch::tensor(std::vector<int64_t>(x.begin(), x.end()), torch::kInt64)
          .to(torch::kUInt8);
    };
    torch::Tensor pa, pr;
    ASSERT_TRUE(torch_adapter::EstimatePacked(t64(b.cu_seqlens), tf(b.rewards), tf(b.values),
                                              tu(b.mask), tu(b.terminated), tf(b.bootstrap_value),
                                              t64(b.group), params, &pa, &pr)
                    .ok());
    std::vector<float> fa(b.num_tokens()), fr(b.num_tokens());
    CpuEstimate(b.view(), params, fa, fr);
    EXPECT_TRUE(torch::equal(pa, tf(fa))) << name;
    EXPECT_TRUE(torch::equal(pr, tf(fr))) << name;
  }
}

TEST(TorchAdapter, ShapeErrorsNameTheTensor) {
  const Padded p = MakePadded(3, 10, 24);
  torch::Tensor adv, ret;
  Status s = torch_adapter::EstimatePadded(p.r, p.v.narrow(1, 0, 5), p.m, p.term, p.boot, p.group,
                                           {}, &adv, &ret);
  EXPECT_EQ(s.message(), "values: shape (3, 5); expected (3, 10) like rewards");
  s = torch_adapter::EstimatePadded(p.r, p.v, p.m, p.term.narrow(0, 0, 2), p.boot, p.group, {},
                                    &adv, &ret);
  EXPECT_EQ(s.message(), "terminated: shape (2); expected (3)");
  s = torch_adapter::EstimatePacked(torch::tensor({0, 5}, torch::kInt64), torch::zeros({4}),
                                    torch::zeros({4}), torch::ones({4}, torch::kUInt8),
                                    torch::ones({1}, torch::kUInt8), torch::zeros({1}),
                                    torch::zeros({1}, torch::kInt64), {}, &adv, &ret);
  EXPECT_NE(s.message().find("PackedBatch.rewards: size 4, expected 5"), std::string::npos)
      << s.message();
}

}  // namespace
}  // namespace agentrl::kernels
