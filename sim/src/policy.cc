#include "agentrl/sim/policy.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace agentrl::sim {

SoftmaxPolicy::SoftmaxPolicy(std::vector<double> theta) : theta_(std::move(theta)) {
  if (theta_.size() != kNumParams) {
    throw std::invalid_argument("SoftmaxPolicy: theta has " + std::to_string(theta_.size()) +
                                " entries, expected " + std::to_string(kNumParams));
  }
}

SoftmaxPolicy SoftmaxPolicy::SolverLike(double beta, const ActionLogits& logit_offset) {
  // Features: 0 bias, 1 progress, 2 done, 3 broken, 4 budget used, 5 late.
  const double w[kNumActions][kNumFeatures] = {
      {2.0, 0.0, -5.0, -3.0, 0.0, 0.0},  // edit
      {-1.0, 0.0, 0.0, 4.0, 0.0, 0.0},   // run_tests
      {-2.0, 0.0, 6.0, -2.0, 0.0, 1.0},  // submit
      {-2.0, 0.0, 0.0, 0.0, 0.0, 2.0},   // give_up
      {-1.5, 0.0, 0.0, 0.0, 0.0, 1.0},   // guess
      {-3.0, 0.0, 0.0, 0.0, 0.0, 0.0},   // cheat
  };
  std::vector<double> theta(kNumParams);
  for (int a = 0; a < kNumActions; ++a)
    for (int j = 0; j < kNumFeatures; ++j) theta[a * kNumFeatures + j] = beta * w[a][j];
  // The bias feature is always 1, so an offset on its weight shifts the action's logit in every
  // state, whatever the sharpness.
  for (int a = 0; a < kNumActions; ++a) theta[a * kNumFeatures] += logit_offset[a];
  return SoftmaxPolicy(std::move(theta));
}

ActionProbs SoftmaxPolicy::Probabilities(const Features& f,
                                         const std::array<bool, kNumActions>& allowed) const {
  ActionProbs logits{};
  double top = -INFINITY;
  for (int a = 0; a < kNumActions; ++a) {
    if (!allowed[a]) continue;
    double z = 0;
    for (int j = 0; j < kNumFeatures; ++j) z += theta_[a * kNumFeatures + j] * f[j];
    logits[a] = z;
    top = std::max(top, z);
  }
  ActionProbs p{};
  double sum = 0;
  for (int a = 0; a < kNumActions; ++a) {
    p[a] = allowed[a] ? std::exp(logits[a] - top) : 0.0;
    sum += p[a];
  }
  for (double& x : p) x /= sum;
  return p;
}

ScriptedPolicy::ScriptedPolicy(std::string kind, double epsilon)
    : kind_(std::move(kind)), epsilon_(epsilon) {
  if (kind_ != "solver" && kind_ != "guesser") {
    throw std::invalid_argument("ScriptedPolicy: unknown kind '" + kind_ +
                                "'; accepted: solver, guesser");
  }
}

ActionProbs ScriptedPolicy::Probabilities(const Features& f,
                                          const std::array<bool, kNumActions>& allowed) const {
  Action preferred = Action::kGuess;
  if (kind_ == "solver") {
    preferred = f[3] > 0 ? Action::kRunTests : (f[2] > 0 ? Action::kSubmit : Action::kEdit);
  }
  int n_allowed = 0;
  for (bool ok : allowed) n_allowed += ok;
  ActionProbs p{};
  for (int a = 0; a < kNumActions; ++a) {
    if (!allowed[a]) continue;
    p[a] = n_allowed > 1 ? epsilon_ / (n_allowed - 1) : 1.0;
  }
  p[static_cast<int>(preferred)] = n_allowed > 1 ? 1.0 - epsilon_ : 1.0;
  return p;
}

}  // namespace agentrl::sim
