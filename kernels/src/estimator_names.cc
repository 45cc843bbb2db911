// Names and parameter checks shared by every implementation.
#include <array>
#include <cmath>

#include "agentrl/kernels/estimators.h"

namespace agentrl::kernels {
namespace {

struct Names {
  Estimator estimator;
  std::string_view name, title;
};
constexpr std::array<Names, 8> kNames = {{
    {Estimator::kGae, "gae", "PPO + token-level critic (GAE)"},
    {Estimator::kGaeAdaptive, "gae_adaptive", "PPO + critic, length-adaptive λ (VAPO)"},
    {Estimator::kReturns, "returns", "PPO + critic, Monte Carlo returns"},
    {Estimator::kGrpo, "grpo", "GRPO"},
    {Estimator::kDrGrpo, "drgrpo", "Dr. GRPO"},
    {Estimator::kRloo, "rloo", "RLOO"},
    {Estimator::kReinforcePpBaseline, "reinforce_pp_baseline", "REINFORCE++ with a group baseline"},
    {Estimator::kOpo, "opo", "OPO"},
}};

Status CheckUnit(const char* name, double x) {
  if (!(x >= 0.0 && x <= 1.0)) {
    return Status::InvalidInput(std::string(name) + " = " + std::to_string(x) +
                                " is out of range; accepted: a real number in [0, 1]");
  }
  return Status::Ok();
}

}  // namespace

std::optional<Estimator> ParseEstimator(std::string_view name) {
  for (const Names& n : kNames)
    if (n.name == name) return n.estimator;
  return std::nullopt;
}

std::string_view EstimatorName(Estimator e) {
  for (const Names& n : kNames)
    if (n.estimator == e) return n.name;
  return "?";
}

std::string_view EstimatorTitle(Estimator e) {
  for (const Names& n : kNames)
    if (n.estimator == e) return n.title;
  return "?";
}

const std::vector<std::string>& EstimatorNames() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> v;
    for (const Names& n : kNames) v.emplace_back(n.name);
    return v;
  }();
  return names;
}

std::optional<MaskMode> ParseMaskMode(std::string_view name) {
  if (name == "carry") return MaskMode::kCarry;
  if (name == "zero") return MaskMode::kZero;
  return std::nullopt;
}

std::string_view MaskModeName(MaskMode m) { return m == MaskMode::kCarry ? "carry" : "zero"; }

bool IsScanEstimator(Estimator e) {
  return e == Estimator::kGae || e == Estimator::kGaeAdaptive || e == Estimator::kReturns;
}

Status CheckParams(const EstimatorParams& p) {
  if (Status s = CheckUnit("gamma", p.gamma); !s.ok()) return s;
  if (Status s = CheckUnit("lam", p.lam); !s.ok()) return s;
  if (p.lam_critic) {
    if (Status s = CheckUnit("lam_critic", *p.lam_critic); !s.ok()) return s;
  }
  if (!std::isfinite(p.alpha)) {
    return Status::InvalidInput("alpha = " + std::to_string(p.alpha) +
                                " is not finite; accepted: a finite real number");
  }
  return Status::Ok();
}

}  // namespace agentrl::kernels
