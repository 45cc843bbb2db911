#include "torch_loop.h"

#include <torch/torch.h>

#include "agentrl/kernels/torch_adapter.h"

namespace agentrl::bench {

struct TorchLoopFixture::Tensors {
  torch::Tensor r, v, m, group, adv, ret;
};

TorchLoopFixture::TorchLoopFixture(const kernels::PackedBatch& b)
    : t_(std::make_unique<Tensors>()) {
  const int64_t rows = static_cast<int64_t>(b.num_sequences());
  int64_t cols = 0;
  for (int64_t i = 0; i < rows; ++i) cols = std::max(cols, b.cu_seqlens[i + 1] - b.cu_seqlens[i]);
  t_->r = torch::zeros({rows, cols});
  t_->v = torch::zeros({rows, cols});
  t_->m = torch::zeros({rows, cols});
  t_->group = torch::tensor(b.group, torch::kInt64);
  for (int64_t i = 0; i < rows; ++i) {
    const int64_t s = b.cu_seqlens[i], len = b.cu_seqlens[i + 1] - s;
    std::copy_n(b.rewards.data() + s, len, t_->r[i].data_ptr<float>());
    std::copy_n(b.values.data() + s, len, t_->v[i].data_ptr<float>());
    float* mp = t_->m[i].data_ptr<float>();
    for (int64_t k = 0; k < len; ++k) mp[k] = b.mask[s + k];
  }
}

TorchLoopFixture::~TorchLoopFixture() = default;

void TorchLoopFixture::Run(double gamma, double lam) {
  kernels::torch_adapter::TorchLoopGaeCarry(t_->r, t_->v, t_->m, gamma, lam, &t_->adv, &t_->ret);
}

void TorchLoopFixture::RunGrpo() {
  kernels::torch_adapter::TorchLoopGrpo(t_->r, t_->m, t_->group, true, &t_->adv, &t_->ret);
}

}  // namespace agentrl::bench
