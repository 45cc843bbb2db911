// Exact ground truth for a policy on one task: V(s) and Q(s, a) for every state by backward
// induction (token usage only grows, so the state graph is a DAG ordered by u), the expected
// discounted return J = V(s0), the discounted state occupancy d(s), and the exact policy
// gradient of a softmax policy, ∇J = Σ_s d(s) Σ_a π(a|s) Q(s, a) ∇log π(a|s).
#pragma once

#include <vector>

#include "agentrl/sim/code_agent_env.h"
#include "agentrl/sim/policy.h"

namespace agentrl::sim {

class TaskValues {
 public:
  TaskValues(const CodeAgentEnv& env, const Task& task, const Policy& policy);
  // The optimal values V*(s) = max_a Q*(s, a) (Bellman optimality by the same backward
  // induction): the best J any policy can reach on the task, whatever it observes.
  static TaskValues Optimal(const CodeAgentEnv& env, const Task& task);
  // Size of the exact state space of a task: (K + 1) · 2 (broken) · 2 (doomed) · (units + 1).
  static size_t NumStates(const CodeAgentEnv& env, const Task& task) {
    return static_cast<size_t>(task.work + 1) * 4 * static_cast<size_t>(env.budget_units() + 1);
  }

  double V(const State& s) const { return v_[Index(s)]; }
  double Q(const State& s, Action a) const {
    return q_[Index(s) * kNumActions + static_cast<int>(a)];
  }
  double A(const State& s, Action a) const { return Q(s, a) - V(s); }
  double J() const { return v_[Index(State{})]; }
  size_t num_states() const { return v_.size(); }

  // d(s) = E[Σ_turns γ^(decay steps before the turn) · 1{s_turn = s}], from s0.
  std::vector<double> Occupancy(const CodeAgentEnv& env, const Policy& policy) const;
  // Exact ∇_θ J for a softmax policy (the one these values were computed for).
  std::vector<double> SoftmaxGradient(const CodeAgentEnv& env, const SoftmaxPolicy& policy) const;

 private:
  TaskValues(const CodeAgentEnv& env, const Task& task);
  // Fills q_ and v_ from the last units down; v(s) = value_of(s, Q(s, ·), allowed).
  template <class ValueOf>
  void Induct(const CodeAgentEnv& env, ValueOf value_of);
  size_t Index(const State& s) const {
    return (static_cast<size_t>(s.k) * 4 + (s.broken ? 1 : 0) + (s.doomed ? 2 : 0)) *
               static_cast<size_t>(units_ + 1) +
           static_cast<size_t>(s.u);
  }
  State StateAt(size_t index) const;

  Task task_;
  int64_t units_;
  std::vector<double> v_, q_;
};

}  // namespace agentrl::sim
