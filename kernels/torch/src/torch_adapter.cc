#include "agentrl/kernels/torch_adapter.h"

#include <torch/torch.h>

#include <map>
#include <string>
#include <vector>

#if defined(AGENTRL_HAVE_CUDA)
#include "agentrl/kernels/cuda_estimators.h"
#endif

namespace agentrl::kernels::torch_adapter {
namespace {

Status Expect(bool ok, const std::string& what) {
  return ok ? Status::Ok() : Status::InvalidInput(what);
}

std::string Shape(const at::Tensor& t) {
  std::string s = "(";
  for (int64_t d = 0; d < t.dim(); ++d) s += (d ? ", " : "") + std::to_string(t.size(d));
  return s + ")";
}

template <class T>
std::span<const T> Span(const at::Tensor& t) {
  return {t.data_ptr<T>(), static_cast<size_t>(t.numel())};
}

// Packs padded rows into a PackedBatch (host).
PackedBatch Pack(const at::Tensor& r, const at::Tensor& v, const at::Tensor& m,
                 const at::Tensor& term, const at::Tensor& boot, const at::Tensor& group,
                 std::vector<int64_t>* lengths) {
  const int64_t rows = r.size(0), cols = r.size(1);
  auto rf = r.to(torch::kFloat32).contiguous(), vf = v.to(torch::kFloat32).contiguous();
  auto mu = m.ne(0).to(torch::kUInt8).contiguous();
  auto tu = term.ne(0).to(torch::kUInt8).contiguous(), bf = boot.to(torch::kFloat32).contiguous();
  auto gi = group.to(torch::kInt64).contiguous();
  const float* rp = rf.data_ptr<float>();
  const float* vp = vf.data_ptr<float>();
  const uint8_t* mp = mu.data_ptr<uint8_t>();
  PackedBatch b;
  lengths->assign(rows, 0);
  for (int64_t i = 0; i < rows; ++i) {
    int64_t len = cols;
    while (len > 0 && mp[i * cols + len - 1] == 0) --len;
    (*lengths)[i] = len;
    b.Append({rp + i * cols, static_cast<size_t>(len)}, {vp + i * cols, static_cast<size_t>(len)},
             {mp + i * cols, static_cast<size_t>(len)}, tu.data_ptr<uint8_t>()[i] != 0,
             bf.data_ptr<float>()[i], gi.data_ptr<int64_t>()[i]);
  }
  return b;
}

}  // namespace

Status EstimatePadded(const at::Tensor& rewards, const at::Tensor& values, const at::Tensor& mask,
                      const at::Tensor& terminated, const at::Tensor& bootstrap,
                      const at::Tensor& group, const EstimatorParams& params,
                      at::Tensor* advantages, at::Tensor* returns, int threads) {
  if (Status s = CheckParams(params); !s.ok()) return s;
  if (Status s =
          Expect(rewards.dim() == 2, "rewards: shape " + Shape(rewards) + "; expected (B, T)");
      !s.ok())
    return s;
  const int64_t rows = rewards.size(0), cols = rewards.size(1);
  for (const auto& [name, t] : {std::pair{"values", &values}, std::pair{"mask", &mask}}) {
    if (t->sizes() != rewards.sizes()) {
      return Status::InvalidInput(std::string(name) + ": shape " + Shape(*t) + "; expected " +
                                  Shape(rewards) + " like rewards");
    }
  }
  for (const auto& [name, t] : {std::pair{"terminated", &terminated},
                                std::pair{"bootstrap", &bootstrap}, std::pair{"group", &group}}) {
    if (t->dim() != 1 || t->size(0) != rows) {
      return Status::InvalidInput(std::string(name) + ": shape " + Shape(*t) + "; expected (" +
                                  std::to_string(rows) + ")");
    }
  }
  const auto device = rewards.device();
  std::vector<int64_t> lengths;
  const PackedBatch b = Pack(rewards.cpu(), values.cpu(), mask.cpu(), terminated.cpu(),
                             bootstrap.cpu(), group.cpu(), &lengths);
  if (Status s = b.Validate(); !s.ok()) return s;
  std::vector<float> adv(b.num_tokens()), ret(b.num_tokens());
  CpuEstimate(b.view(), params, adv, ret, {.threads = threads});
  auto a = torch::zeros({rows, cols}, torch::kFloat32),
       rt = torch::zeros({rows, cols}, torch::kFloat32);
  float* ap = a.data_ptr<float>();
  float* rp = rt.data_ptr<float>();
  for (int64_t i = 0; i < rows; ++i) {
    std::copy_n(adv.data() + b.cu_seqlens[i], lengths[i], ap + i * cols);
    std::copy_n(ret.data() + b.cu_seqlens[i], lengths[i], rp + i * cols);
  }
  *advantages = a.to(device);
  *returns = rt.to(device);
  return Status::Ok();
}

Status EstimatePacked(const at::Tensor& cu_seqlens, const at::Tensor& rewards,
                      const at::Tensor& values, const at::Tensor& mask,
                      const at::Tensor& terminated, const at::Tensor& bootstrap,
                      const at::Tensor& group, const EstimatorParams& params,
                      at::Tensor* advantages, at::Tensor* returns, int threads) {
  if (Status s = CheckParams(params); !s.ok()) return s;
  const std::pair<const char*, const at::Tensor*> all[] = {
      {"cu_seqlens", &cu_seqlens}, {"rewards", &rewards},     {"values", &values}, {"mask", &mask},
      {"terminated", &terminated}, {"bootstrap", &bootstrap}, {"group", &group}};
  for (const auto& [name, t] : all) {
    if (t->dim() != 1)
      return Status::InvalidInput(std::string(name) + ": shape " + Shape(*t) + "; expected 1-D");
    if (t->device() != rewards.device())
      return Status::InvalidInput(std::string(name) + ": on another device than rewards");
  }
  // Normalise dtypes (no copy when already right) and make contiguous.
  auto cu = cu_seqlens.to(torch::kInt64).contiguous();
  auto r = rewards.to(torch::kFloat32).contiguous(), v = values.to(torch::kFloat32).contiguous();
  auto m = mask.to(torch::kUInt8).contiguous(), te = terminated.to(torch::kUInt8).contiguous();
  auto bo = bootstrap.to(torch::kFloat32).contiguous(), g = group.to(torch::kInt64).contiguous();
  *advantages = torch::empty_like(r);
  *returns = torch::empty_like(r);
  if (rewards.is_cuda()) {
#if defined(AGENTRL_HAVE_CUDA)
    // Bad offsets or sizes would make the kernels read out of bounds: check them on a host copy
    // of cu_seqlens (8 bytes per sequence). Values are not copied back to check them.
    const auto cu_host = cu.cpu();
    const PackedBatchView layout{Span<int64_t>(cu_host), Span<float>(r),    Span<float>(v),
                                 Span<uint8_t>(m),       Span<uint8_t>(te), Span<float>(bo),
                                 Span<int64_t>(g)};
    if (Status s = layout.ValidateLayout(); !s.ok()) return s;
    const CudaPackedBatch dev{cu.data_ptr<int64_t>(),
                              r.data_ptr<float>(),
                              v.data_ptr<float>(),
                              m.data_ptr<uint8_t>(),
                              te.data_ptr<uint8_t>(),
                              bo.data_ptr<float>(),
                              g.data_ptr<int64_t>(),
                              static_cast<int64_t>(cu.numel()) - 1,
                              r.numel()};
    return CudaEstimate(dev, params, advantages->data_ptr<float>(), returns->data_ptr<float>(),
                        nullptr);
#else
    return Status::InvalidInput(
        "rewards: a CUDA tensor, but agentrl was built without CUDA (AGENTRL_CUDA=OFF)");
#endif
  }
  const PackedBatchView view{Span<int64_t>(cu), Span<float>(r),  Span<float>(v),  Span<uint8_t>(m),
                             Span<uint8_t>(te), Span<float>(bo), Span<int64_t>(g)};
  if (Status s = view.Validate(); !s.ok()) return s;
  CpuEstimate(view, params, {advantages->data_ptr<float>(), static_cast<size_t>(r.numel())},
              {returns->data_ptr<float>(), static_cast<size_t>(r.numel())}, {.threads = threads});
  return Status::Ok();
}

void TorchLoopGaeCarry(const at::Tensor& rewards, const at::Tensor& values, const at::Tensor& mask,
                       double gamma, double lam, at::Tensor* advantages, at::Tensor* returns) {
  torch::NoGradGuard no_grad;
  const auto m = mask.to(values.dtype());
  const int64_t cols = rewards.size(1);
  auto nextvalues = torch::zeros({rewards.size(0)}, values.options());
  auto lastgaelam = torch::zeros({rewards.size(0)}, values.options());
  std::vector<at::Tensor> reversed;
  reversed.reserve(cols);
  for (int64_t t = cols - 1; t >= 0; --t) {
    auto delta = rewards.select(1, t) + gamma * nextvalues - values.select(1, t);
    auto lastgaelam_ = delta + gamma * lam * lastgaelam;
    nextvalues = values.select(1, t) * m.select(1, t) + (1 - m.select(1, t)) * nextvalues;
    lastgaelam = lastgaelam_ * m.select(1, t) + (1 - m.select(1, t)) * lastgaelam;
    reversed.push_back(lastgaelam);
  }
  std::reverse(reversed.begin(), reversed.end());
  *advantages = torch::stack(reversed, 1);
  *returns = *advantages + values;
}

void TorchLoopGaeZero(const at::Tensor& rewards, const at::Tensor& values, const at::Tensor& mask,
                      double gamma, double lam, at::Tensor* advantages, at::Tensor* returns) {
  torch::NoGradGuard no_grad;
  const auto m = mask.to(values.dtype());
  const auto v = m * values;
  const auto r = m * rewards;
  const int64_t cols = rewards.size(1);
  auto lastgaelam = torch::zeros({rewards.size(0)}, values.options());
  std::vector<at::Tensor> reversed;
  reversed.reserve(cols);
  for (int64_t t = cols - 1; t >= 0; --t) {
    auto nextvalues = t < cols - 1 ? v.select(1, t + 1) : torch::zeros_like(lastgaelam);
    auto delta = r.select(1, t) + gamma * nextvalues - v.select(1, t);
    lastgaelam = delta + gamma * lam * lastgaelam;
    reversed.push_back(lastgaelam);
  }
  std::reverse(reversed.begin(), reversed.end());
  *advantages = torch::stack(reversed, 1);
  *returns = *advantages + v;
}

void TorchLoopGrpo(const at::Tensor& rewards, const at::Tensor& mask, const at::Tensor& group,
                   bool norm_by_std, at::Tensor* advantages, at::Tensor* returns) {
  torch::NoGradGuard no_grad;
  auto scores = rewards.sum(-1);
  const int64_t bsz = scores.size(0);
  const auto index = group.to(torch::kCPU, torch::kInt64).contiguous();
  const int64_t* id = index.data_ptr<int64_t>();
  std::map<int64_t, std::vector<at::Tensor>> id2score;
  std::map<int64_t, at::Tensor> id2mean, id2std;
  for (int64_t i = 0; i < bsz; ++i) id2score[id[i]].push_back(scores[i]);
  for (const auto& [idx, list] : id2score) {
    if (list.size() == 1) {
      id2mean[idx] = torch::tensor(0.0, scores.options());
      id2std[idx] = torch::tensor(1.0, scores.options());
    } else {
      const auto stacked = torch::stack(list);
      id2mean[idx] = torch::mean(stacked);
      id2std[idx] = torch::std(stacked);
    }
  }
  // The list entries are views of scores, as in veRL; the statistics were taken before any
  // score is overwritten.
  for (int64_t i = 0; i < bsz; ++i) {
    if (norm_by_std) {
      scores[i].copy_((scores[i] - id2mean[id[i]]) / (id2std[id[i]] + kGrpoEpsilon));
    } else {
      scores[i].copy_(scores[i] - id2mean[id[i]]);
    }
  }
  *advantages = scores.unsqueeze(-1) * mask.to(scores.dtype());
  *returns = *advantages;
}

}  // namespace agentrl::kernels::torch_adapter
