// The LibTorch loops as benchmark fixtures: the batch laid out padded (B, T_max) as frameworks
// hold it, built once; Run() (the per-timestep GAE loop) and RunGrpo() (veRL's GRPO loop) are
// the timed parts. Keeps torch headers out of the benchmark driver.
#pragma once

#include <memory>

#include "agentrl/kernels/packed_batch.h"

namespace agentrl::bench {

class TorchLoopFixture {
 public:
  explicit TorchLoopFixture(const kernels::PackedBatch& batch);
  ~TorchLoopFixture();
  TorchLoopFixture(const TorchLoopFixture&) = delete;
  TorchLoopFixture& operator=(const TorchLoopFixture&) = delete;

  void Run(double gamma, double lam);
  void RunGrpo();

 private:
  struct Tensors;
  std::unique_ptr<Tensors> t_;
};

}  // namespace agentrl::bench
