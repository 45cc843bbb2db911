#include "agentrl/learner/token_features.h"

#include <algorithm>

namespace agentrl::learner {

void TurnTokenFeatures(const sim::Features& phi, const sim::Features& phi_next, int64_t lp,
                       int64_t le, int64_t offset, double budget, float* out) {
  for (int64_t j = 0; j < lp + le; ++j) {
    const bool obs = j >= lp;
    const sim::Features& f = obs ? phi_next : phi;
    float* x = out + j * kTokenFeatures;
    for (int i = 0; i < sim::kNumFeatures; ++i) x[i] = static_cast<float>(f[i]);
    x[6] = obs ? 1.0f : 0.0f;
    x[7] = static_cast<float>(obs ? static_cast<double>(j - lp) / std::max<int64_t>(1, le)
                                  : static_cast<double>(j) / std::max<int64_t>(1, lp));
    x[8] = static_cast<float>(static_cast<double>(offset + j) / budget);
  }
  const std::array<float, kTokenFeatures> decision = DecisionFeatures(phi);
  std::copy(decision.begin(), decision.end(), out);
}

}  // namespace agentrl::learner
