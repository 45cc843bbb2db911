// `agentrl advantages --estimator NAME ... --in IN.jsonl --out OUT.jsonl`: the kernels on a
// user's own trajectories. The output file appears whole or not at all.
#include <chrono>
#include <iostream>

#include "agentrl/core/config.h"
#include "agentrl/core/files.h"
#include "agentrl/harness/advantages_jsonl.h"
#include "agentrl/kernels/cuda_estimators.h"
#include "agentrl/kernels/estimators.h"
#include "commands.h"

namespace agentrl::cli {
namespace {

struct AdvantagesOptions {
  std::string estimator;
  double gamma = 1.0;
  double lam = 0.95;
  double lam_critic = -1;  // < 0: not decoupled
  double alpha = 0.05;
  std::string mask_mode = "carry";
  bool whiten = false;
  std::string impl = "cpu";
  int threads = 0;
  std::string in, out;
};

Status RunAdvantages(const AdvantagesOptions& o) {
  kernels::EstimatorParams p;
  p.estimator = *kernels::ParseEstimator(o.estimator);  // validated by CLI11
  p.mask_mode = *kernels::ParseMaskMode(o.mask_mode);
  p.gamma = o.gamma;
  p.lam = o.lam;
  if (o.lam_critic >= 0) p.lam_critic = o.lam_critic;
  p.alpha = o.alpha;
  p.whiten = o.whiten;
  if (Status s = kernels::CheckParams(p); !s.ok()) return Status::InvalidInput("--" + s.message());

  const auto t0 = std::chrono::steady_clock::now();
  auto text = config::ReadTextFile(o.in);
  if (!text.ok()) return text.status();
  const bool needs_values =
      p.estimator == kernels::Estimator::kGae || p.estimator == kernels::Estimator::kGaeAdaptive;
  harness::JsonlStats stats;
  auto batch = harness::ParseAdvantagesJsonl(*text, o.in, needs_values, nullptr,
                                             harness::JsonlParser::kFast, &stats);
  if (!batch.ok()) return batch.status();
  const auto t1 = std::chrono::steady_clock::now();

  std::vector<float> adv(batch->num_tokens()), ret(batch->num_tokens());
  if (o.impl == "cuda") {
    kernels::CudaTiming timing;
    if (Status s = kernels::CudaEstimateHost(batch->view(), p, adv, ret, &timing); !s.ok()) {
      return Status::Runtime("--impl cuda: " + s.message());
    }
  } else if (o.impl == "reference") {
    std::vector<double> a64(adv.size()), r64(ret.size());
    kernels::ReferenceEstimate(batch->view(), p, a64, r64);
    std::copy(a64.begin(), a64.end(), adv.begin());
    std::copy(r64.begin(), r64.end(), ret.begin());
  } else {
    kernels::CpuEstimate(batch->view(), p, adv, ret, {.threads = o.threads});
  }
  const auto t2 = std::chrono::steady_clock::now();
  if (Status s =
          WriteFileAtomic(o.out, harness::FormatAdvantagesJsonl(batch->cu_seqlens, adv, ret));
      !s.ok())
    return s;
  const auto t3 = std::chrono::steady_clock::now();
  auto ms = [](auto a, auto b) { return std::chrono::duration<double, std::milli>(b - a).count(); };
  std::cerr << "advantages: " << batch->num_sequences() << " sequences, " << batch->num_tokens()
            << " tokens, " << o.estimator << " (" << o.impl << "); read+parse " << ms(t0, t1)
            << " ms (fast path " << stats.fast_lines << " of " << stats.lines
            << " lines), estimate " << ms(t1, t2) << " ms, write " << ms(t2, t3) << " ms -> "
            << o.out << "\n";
  return Status::Ok();
}

}  // namespace

void AddAdvantagesCommand(CLI::App& app, CommandContext& ctx) {
  auto o = std::make_shared<AdvantagesOptions>();
  auto* cmd = AddSubcommand(app, "advantages",
                            "Compute advantages and returns for trajectories in JSON Lines");
  cmd->add_option("--estimator", o->estimator, "estimator")
      ->required()
      ->check(CLI::IsMember(kernels::EstimatorNames()));
  cmd->add_option("--gamma", o->gamma, "discount γ")
      ->check(CLI::Range(0.0, 1.0))
      ->capture_default_str();
  cmd->add_option("--lam", o->lam, "GAE λ (ignored by gae_adaptive)")
      ->check(CLI::Range(0.0, 1.0))
      ->capture_default_str();
  cmd->add_option("--lam-critic", o->lam_critic, "decoupled λ for the returns (value targets)")
      ->check(CLI::Range(0.0, 1.0));
  cmd->add_option("--alpha", o->alpha, "gae_adaptive: λ_i = 1 − 1/(α·l_i)")->capture_default_str();
  cmd->add_option("--mask-mode", o->mask_mode, "observation-token semantics")
      ->check(CLI::IsMember({"carry", "zero"}))
      ->capture_default_str();
  cmd->add_flag("--whiten", o->whiten,
                "whiten advantages over trainable tokens (gae, gae_adaptive, returns)");
  cmd->add_option("--impl", o->impl,
                  "implementation: cpu (fast path), reference (fp64), cuda (needs a GPU)")
      ->check(CLI::IsMember({"cpu", "reference", "cuda"}))
      ->capture_default_str();
  cmd->add_option("--threads", o->threads,
                  "CPU threads (0 = all cores); output does not depend on it")
      ->check(CLI::Range(0, 1024));
  cmd->add_option("--in", o->in, "input JSON Lines")->required();
  cmd->add_option("--out", o->out, "output JSON Lines (written atomically)")->required();
  cmd->footer(
      "Input line: {\"rewards\":[...], \"values\":[...], \"mask\":[0/1,...], \"group\":\"id\", "
      "\"terminated\":true|false, \"bootstrap_value\":0.0}\n"
      "(mask: default all 1; bootstrap_value: default 0; values: required by gae and "
      "gae_adaptive)\n"
      "Output line, in input order: {\"advantages\":[...], \"returns\":[...]}");
  cmd->callback([&ctx, o] { ctx.action = [o] { return RunAdvantages(*o); }; });
}

}  // namespace agentrl::cli
