// One side of the A/B harness (run.sh): compiled once per side with -Dkernels=kernels_<SIDE>
// and -DAB_SIDE=<SIDE>, together with that side's copy of the kernels sources, so both versions
// of the fast CPU path live in one binary under different namespaces. Exposes plain C entry
// points, so the driver needs neither side's types.
#include <string>
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
  int lanes;
};
}  // namespace

// sequences × length tokens (length 0: the benchmark's lognormal lengths, median 2k, max 64k),
// γ = 1 and the given λ, the benchmark's seed. `kind` picks the estimator (see ab_main.cc's
// usage; nullptr if it names none), `lanes` the block width (0: the widest).
extern "C" void* AB_CAT(ab_make_, AB_SIDE)(long sequences, long length, double lam,
                                           const char* kind, int lanes) {
  k::RandomBatchSpec spec;
  spec.sequences = sequences;
  spec.group_size = 8;
  if (length > 0) {
    spec.length_median = static_cast<double>(length);
    spec.length_sigma = 0;
    spec.length_min = spec.length_max = length;
  } else if (length < 0) {  // ragged around -length, as the benchmark's 4096xlognormal512
    spec.length_median = static_cast<double>(-length), spec.length_sigma = 0.5;
    spec.length_max = 65536;
  } else {
    spec.length_median = 2048, spec.length_sigma = 1.0, spec.length_max = 65536;
  }
  k::EstimatorParams params;
  params.gamma = 1.0;
  params.lam = lam;
  const std::string name = kind;
  if (name.ends_with("_zero")) params.mask_mode = k::MaskMode::kZero;
  const std::string base = name.substr(0, name.ends_with("_zero") ? name.size() - 5 : name.size());
  if (base == "returns") {
    params.estimator = k::Estimator::kReturns;
  } else if (base == "decoupled") {
    params.lam_critic = 1.0;
  } else if (base == "whiten") {
    params.whiten = true;
  } else if (base == "grpo") {
    params.estimator = k::Estimator::kGrpo;
  } else if (base == "adaptive") {
    params.estimator = k::Estimator::kGaeAdaptive;
    params.alpha = 0.02;
  } else if (base != "gae") {
    return nullptr;
  }
  auto* c = new Case{k::MakeRandomBatch(spec, 2026), {}, {}, params, lanes};
  c->adv.resize(c->batch.num_tokens());
  c->ret.resize(c->batch.num_tokens());
  return c;
}

extern "C" void AB_CAT(ab_run_, AB_SIDE)(void* p, int threads) {
  auto* c = static_cast<Case*>(p);
  k::CpuEstimate(c->batch.view(), c->params, c->adv, c->ret,
                 {.threads = threads, .simd_lanes = c->lanes});
}

extern "C" long AB_CAT(ab_tokens_, AB_SIDE)(void* p) {
  return static_cast<long>(static_cast<Case*>(p)->batch.num_tokens());
}

extern "C" const float* AB_CAT(ab_adv_, AB_SIDE)(void* p) {
  return static_cast<Case*>(p)->adv.data();
}

extern "C" const float* AB_CAT(ab_ret_, AB_SIDE)(void* p) {
  return static_cast<Case*>(p)->ret.data();
}
