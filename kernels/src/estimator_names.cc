// Names and parameter checks shared by every implementation.
#include <array>
#include <cmath>

#include "agentrl/kernels/estimators.h"

namespace agentrl::kernels {
namespace {

constexpr std::array<std::pair<Estimator, std::string_view>, 8> kNames = {{
    {Estimator::kGae, "gae"},
    {Estimator::kGaeAdaptive, "gae_adaptive"},
    {Estimator::kReturns, "returns"},
    {Estimator::kGrpo, "grpo"},
    {Estimator::kDrGrpo, "drgrpo"},
    {Estimator::kRloo, "rloo"},
    {Estimator::kReinforcePpBaseline, "reinforce_pp_baseline"},
    {Estimator::kOpo, "opo"},
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
  for (const auto& [e, n] : kNames)
    if (n == name) return e;
  return std::nullopt;
}

std::string_view EstimatorName(Estimator e) {
  for (const auto& [k, n] : kNames)
    if (k == e) return n;
  return "?";
}

const std::vector<std::string>& EstimatorNames() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> v;
    for (const auto& kn : kNames) v.emplace_back(kn.second);
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
