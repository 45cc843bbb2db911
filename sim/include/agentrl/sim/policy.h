// Policies drive the simulator through one interface: action probabilities from the observable
// features (code_agent_env.h). Scripted policies, tabular softmax policies over features, and
// the learners' LibTorch policy all implement it.
#pragma once

#include <array>
#include <span>
#include <string>
#include <vector>

#include "agentrl/sim/code_agent_env.h"

namespace agentrl::sim {

using ActionProbs = std::array<double, kNumActions>;
using ActionLogits = std::array<double, kNumActions>;

class Policy {
 public:
  virtual ~Policy() = default;
  // Probabilities of each action given the features; 0 where !allowed[a]. Sums to 1.
  virtual ActionProbs Probabilities(const Features& f,
                                    const std::array<bool, kNumActions>& allowed) const = 0;
};

// π(a|s) ∝ exp(θ_a · φ(s)) over the allowed actions; θ is kNumActions × kNumFeatures, row-major.
class SoftmaxPolicy final : public Policy {
 public:
  explicit SoftmaxPolicy(std::vector<double> theta);
  static SoftmaxPolicy Uniform() {
    return SoftmaxPolicy(std::vector<double>(kNumActions * kNumFeatures, 0.0));
  }
  // A solver's preferences (edit until done, repair breaks, then submit; avoid guessing and
  // giving up until late) at inverse temperature beta: beta → 0 is uniform, large beta is
  // nearly the scripted solver. Lower beta means more early give-ups and guesses beside long
  // solves, i.e. more within-group length spread. logit_offset[a] is added to action a's logit
  // in every state (unscaled by beta): it moves one action's rate, e.g. give_up's, alone.
  static SoftmaxPolicy SolverLike(double beta, const ActionLogits& logit_offset = {});
  ActionProbs Probabilities(const Features& f,
                            const std::array<bool, kNumActions>& allowed) const override;
  const std::vector<double>& theta() const { return theta_; }
  static constexpr size_t kNumParams = kNumActions * kNumFeatures;

 private:
  std::vector<double> theta_;
};

// Hand-written behaviours for controlled studies:
//   "solver"  edit until done, run_tests when broken, then submit (ε spread over the rest)
//   "guesser" guess at once (ε spread over the rest)
class ScriptedPolicy final : public Policy {
 public:
  ScriptedPolicy(std::string kind, double epsilon);
  ActionProbs Probabilities(const Features& f,
                            const std::array<bool, kNumActions>& allowed) const override;

 private:
  std::string kind_;
  double epsilon_;
};

}  // namespace agentrl::sim
