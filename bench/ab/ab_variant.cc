// One side of the A/B harness (run.sh): compiled once per side with -Dkernels=kernels_<SIDE>
// and -DAB_SIDE=<SIDE>, together with that side's copy of the kernels sources, so both versions
// of the fast CPU path live in one binary under different namespaces. Exposes plain C entry
// points, so the driver needs neither side's types.
#include <vector>

#include "agentrl/kernels/estimators.h"
#include "agentrl/kernels/random_batch.h"

#define AB_CAT2(a, b) a##b
#define AB_CAT(a, b) AB_CAT2(a, b)

namespace {
namespace k = agentrl::kernels;
struct Case {
  k::PackedBatch batch;
  std::vector<float> adv, ret;
  k::EstimatorParams params;
};
}  // namespace

// sequences × length tokens (length 0: the benchmark's lognormal lengths, median 2k, max 64k),
// GAE with γ = 1 and the given λ, the benchmark's seed.
extern "C" void* AB_CAT(ab_make_, AB_SIDE)(long sequences, long length, double lam) {
  k::RandomBatchSpec spec;
  spec.sequences = sequences;
  spec.group_size = 8;
  if (length > 0) {
    spec.length_median = static_cast<double>(length);
    spec.length_sigma = 0;
    spec.length_min = spec.length_max = length;
  } else {
    spec.length_median = 2048, spec.length_sigma = 1.0, spec.length_max = 65536;
  }
  auto* c = new Case{k::MakeRandomBatch(spec, 2026), {}, {}, {}};
  c->adv.resize(c->batch.num_tokens());
  c->ret.resize(c->batch.num_tokens());
  c->params.gamma = 1.0;
  c->params.lam = lam;
  return c;
}

extern "C" void AB_CAT(ab_run_, AB_SIDE)(void* p, int threads) {
  auto* c = static_cast<Case*>(p);
  k::CpuEstimate(c->batch.view(), c->params, c->adv, c->ret, {.threads = threads});
}

extern "C" long AB_CAT(ab_tokens_, AB_SIDE)(void* p) {
  return static_cast<long>(static_cast<Case*>(p)->batch.num_tokens());
}

extern "C" const float* AB_CAT(ab_adv_, AB_SIDE)(void* p) {
  return static_cast<Case*>(p)->adv.data();
}
