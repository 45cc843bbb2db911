#include "agentrl/sim/ground_truth.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace agentrl::sim {
namespace {

// γ^n with γ^0 = 1 also for γ = 0.
double Pow(double g, int64_t n) { return n == 0 ? 1.0 : std::pow(g, static_cast<double>(n)); }

}  // namespace

TaskValues::TaskValues(const CodeAgentEnv& env, const Task& task)
    : task_(task), units_(env.budget_units()) {
  const size_t n = NumStates(env, task);
  v_.assign(n, 0.0);
  q_.assign(n * kNumActions, 0.0);
}

template <class ValueOf>
void TaskValues::Induct(const CodeAgentEnv& env, ValueOf value_of) {
  const auto allowed = env.Allowed();
  const double g = env.config().gamma;
  std::vector<Outcome> outs;
  // Every transition strictly increases u, so states with larger u are final when u is reached.
  for (int64_t u = units_ - 1; u >= 0; --u) {
    for (int64_t k = 0; k <= task_.work; ++k) {
      for (int b = 0; b < 4; ++b) {  // broken × doomed
        const State s{k, (b & 1) != 0, u, (b & 2) != 0};
        const size_t idx = Index(s);
        double* q = &q_[idx * kNumActions];
        for (int a = 0; a < kNumActions; ++a) {
          if (!allowed[a]) continue;
          env.Outcomes(task_, s, static_cast<Action>(a), &outs);
          double qa = 0;
          for (const Outcome& o : outs) {
            double val = Pow(g, o.policy_tokens - 1) * o.reward;
            if (!o.terminal && !o.truncated) {
              val += Pow(g, env.DecaySteps(o.policy_tokens, o.env_tokens)) * v_[Index(o.next)];
            }
            qa += o.prob * val;
          }
          q[a] = qa;
        }
        v_[idx] = value_of(s, q, allowed);
      }
    }
  }
}

TaskValues::TaskValues(const CodeAgentEnv& env, const Task& task, const Policy& policy)
    : TaskValues(env, task) {
  Induct(env, [&](const State& s, const double* q, const std::array<bool, kNumActions>& allowed) {
    const ActionProbs pi = policy.Probabilities(env.Observe(task_, s), allowed);
    double v = 0;
    for (int a = 0; a < kNumActions; ++a) {
      if (allowed[a]) v += pi[a] * q[a];
    }
    return v;
  });
}

TaskValues TaskValues::Optimal(const CodeAgentEnv& env, const Task& task) {
  TaskValues t(env, task);
  t.Induct(env, [](const State&, const double* q, const std::array<bool, kNumActions>& allowed) {
    double best = -std::numeric_limits<double>::infinity();
    for (int a = 0; a < kNumActions; ++a) {
      if (allowed[a]) best = std::max(best, q[a]);
    }
    return best;
  });
  return t;
}

State TaskValues::StateAt(size_t index) const {
  const size_t per = static_cast<size_t>(units_ + 1), flags = (index / per) % 4;
  return {static_cast<int64_t>(index / per / 4), (flags & 1) != 0,
          static_cast<int64_t>(index % per), (flags & 2) != 0};
}

std::vector<double> TaskValues::Occupancy(const CodeAgentEnv& env, const Policy& policy) const {
  std::vector<double> d(v_.size(), 0.0);
  d[Index(State{})] = 1.0;
  const auto allowed = env.Allowed();
  const double g = env.config().gamma;
  std::vector<Outcome> outs;
  for (int64_t u = 0; u < units_; ++u) {
    for (int64_t k = 0; k <= task_.work; ++k) {
      for (int b = 0; b < 4; ++b) {  // broken × doomed
        const State s{k, (b & 1) != 0, u, (b & 2) != 0};
        const double ds = d[Index(s)];
        if (ds == 0) continue;
        const ActionProbs pi = policy.Probabilities(env.Observe(task_, s), allowed);
        for (int a = 0; a < kNumActions; ++a) {
          if (pi[a] == 0) continue;
          env.Outcomes(task_, s, static_cast<Action>(a), &outs);
          for (const Outcome& o : outs) {
            if (o.terminal || o.truncated) continue;
            d[Index(o.next)] +=
                ds * pi[a] * o.prob * Pow(g, env.DecaySteps(o.policy_tokens, o.env_tokens));
          }
        }
      }
    }
  }
  return d;
}

std::vector<double> TaskValues::SoftmaxGradient(const CodeAgentEnv& env,
                                                const SoftmaxPolicy& policy) const {
  // ∇_{θ_b} J = Σ_s d(s) π(b|s) A(s, b) φ(s): the softmax score (e_b − π) makes the Σ_a collapse.
  const std::vector<double> d = Occupancy(env, policy);
  std::vector<double> grad(SoftmaxPolicy::kNumParams, 0.0);
  const auto allowed = env.Allowed();
  for (size_t i = 0; i < d.size(); ++i) {
    if (d[i] == 0) continue;
    const State s = StateAt(i);
    const Features f = env.Observe(task_, s);
    const ActionProbs pi = policy.Probabilities(f, allowed);
    for (int b = 0; b < kNumActions; ++b) {
      if (pi[b] == 0) continue;
      const double w = d[i] * pi[b] * (q_[i * kNumActions + b] - v_[i]);
      for (int j = 0; j < kNumFeatures; ++j) grad[b * kNumFeatures + j] += w * f[j];
    }
  }
  return grad;
}

}  // namespace agentrl::sim
