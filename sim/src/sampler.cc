#include "agentrl/sim/sampler.h"

#include <cmath>

#include "agentrl/core/parallel.h"
#include "agentrl/core/seed.h"

namespace agentrl::sim {
namespace {

double Pow(double g, int64_t n) { return n == 0 ? 1.0 : std::pow(g, static_cast<double>(n)); }

struct Episode {
  std::vector<float> rewards, true_adv;
  std::vector<uint8_t> mask, is_decision;
  std::vector<TurnRecord> turns;  // decision_token relative to the episode start
  EpisodeRecord record;
  bool terminated = true;
};

int Sample(const double* probs, int n, double u) {
  double acc = 0;
  for (int i = 0; i < n; ++i) {
    acc += probs[i];
    if (u < acc) return i;
  }
  for (int i = n - 1; i >= 0; --i)
    if (probs[i] > 0) return i;
  return 0;
}

Episode RunEpisode(const CodeAgentEnv& env, const Policy& policy, const Task& task,
                   const TaskValues* values, int64_t group, CounterRng& rng) {
  Episode ep;
  ep.record = {group, task, 0, 0.0, false, EndReason::kTruncated};
  const auto allowed = env.Allowed();
  std::vector<Outcome> outs;
  State s{};
  for (int64_t turn = 0;; ++turn) {
    const ActionProbs pi = policy.Probabilities(env.Observe(task, s), allowed);
    const Action a = static_cast<Action>(Sample(pi.data(), kNumActions, rng.Uniform()));
    env.Outcomes(task, s, a, &outs);
    // The policy span is fixed at the decision; the rest of the outcome at the first
    // observation token. Outcomes are grouped by policy length in Outcomes() order.
    std::vector<double> p(outs.size());
    for (size_t i = 0; i < outs.size(); ++i) p[i] = outs[i].prob;
    const Outcome& o = outs[Sample(p.data(), static_cast<int>(p.size()), rng.Uniform())];
    const double v = values ? values->V(s) : NAN, q = values ? values->Q(s, a) : NAN;
    const int64_t start = static_cast<int64_t>(ep.rewards.size());
    ep.turns.push_back({0, turn, s, o.next, o.terminal || o.truncated, a, start, o.policy_tokens,
                        o.env_tokens, o.reward, v, q, q - v});
    const float adv = static_cast<float>(q - v);
    for (int64_t j = 0; j < o.policy_tokens; ++j) {
      ep.mask.push_back(1);
      ep.is_decision.push_back(j == 0);
      ep.true_adv.push_back(adv);
      ep.rewards.push_back(j == o.policy_tokens - 1 ? static_cast<float>(o.reward) : 0.0f);
    }
    for (int64_t k = 0; k < o.env_tokens; ++k) {
      ep.mask.push_back(0);
      ep.is_decision.push_back(0);
      ep.true_adv.push_back(0.0f);
      ep.rewards.push_back(0.0f);
    }
    ep.record.turns = turn + 1;
    ep.record.total_reward += o.reward;
    if (o.terminal) {
      ep.record.passed = o.reward > 0;
      switch (a) {
        case Action::kSubmit:
          ep.record.end = o.reward > 0 ? EndReason::kSubmitPass : EndReason::kSubmitFail;
          break;
        case Action::kGiveUp:
          ep.record.end = EndReason::kGiveUp;
          break;
        case Action::kGuess:
          ep.record.end = o.reward > 0 ? EndReason::kGuessPass : EndReason::kGuessFail;
          break;
        default:
          ep.record.end = o.reward > 0 ? EndReason::kCheatUncaught : EndReason::kCheatCaught;
          break;
      }
      ep.terminated = true;
      return ep;
    }
    if (o.truncated) {
      ep.record.end = EndReason::kTruncated;
      ep.terminated = false;
      return ep;
    }
    s = o.next;
  }
}

// Exact values of a policy for every distinct task (tier, K) among `tasks` whose state space
// fits max_exact_states, computed in parallel; nullptr for the others (Monte Carlo).
class ValueCache {
 public:
  ValueCache(const CodeAgentEnv& env, const Policy& policy, const std::vector<Task>& tasks,
             int threads) {
    std::vector<Task> unique;
    for (const Task& t : tasks) {
      if (TaskValues::NumStates(env, t) > static_cast<size_t>(env.config().max_exact_states))
        continue;
      if (index_.try_emplace({static_cast<int>(t.tier), t.work}, unique.size()).second)
        unique.push_back(t);
    }
    values_.resize(unique.size());
    ParallelFor(unique.size(), threads, [&](size_t lo, size_t hi) {
      for (size_t i = lo; i < hi; ++i)
        values_[i] = std::make_unique<TaskValues>(env, unique[i], policy);
    });
  }
  const TaskValues* operator()(const Task& t) const {
    auto it = index_.find({static_cast<int>(t.tier), t.work});
    return it == index_.end() ? nullptr : values_[it->second].get();
  }

 private:
  std::map<std::pair<int, int64_t>, size_t> index_;
  std::vector<std::unique_ptr<TaskValues>> values_;
};

// The discounted return of one rollout from a decision at s (token conventions of
// code_agent_env.h); the first action is forced when first_action >= 0.
double Rollout(const CodeAgentEnv& env, const Policy& policy, const Task& task, State s,
               int first_action, CounterRng& rng, std::vector<Outcome>& outs) {
  const double g = env.config().gamma;
  const auto allowed = env.Allowed();
  double ret = 0, disc = 1;
  for (int turn = 0;; ++turn) {
    int a = first_action;
    if (turn > 0 || first_action < 0) {
      const ActionProbs pi = policy.Probabilities(env.Observe(task, s), allowed);
      a = Sample(pi.data(), kNumActions, rng.Uniform());
    }
    env.Outcomes(task, s, static_cast<Action>(a), &outs);
    std::vector<double> p(outs.size());
    for (size_t i = 0; i < outs.size(); ++i) p[i] = outs[i].prob;
    const Outcome o = outs[Sample(p.data(), static_cast<int>(p.size()), rng.Uniform())];
    ret += disc * Pow(g, o.policy_tokens - 1) * o.reward;
    if (o.terminal || o.truncated) return ret;
    disc *= Pow(g, env.DecaySteps(o.policy_tokens, o.env_tokens));
    s = o.next;
  }
}

// V(s), Q(s, a) and their standard errors for every turn: exact where the cache has the task,
// else mean ± se of mc_rollouts rollouts, each estimate on its own stream keyed by the turn.
struct TurnTruth {
  double v, q, v_se, q_se;
  bool exact;
};

std::vector<TurnTruth> EstimateTurns(const CodeAgentEnv& env, const SimBatch& batch,
                                     const Policy& policy, const ValueCache& values,
                                     uint64_t mc_key, int threads) {
  std::vector<TurnTruth> out(batch.turns.size());
  const int64_t n = env.config().mc_rollouts;
  ParallelFor(batch.turns.size(), threads, [&](size_t lo, size_t hi) {
    std::vector<Outcome> outs;
    for (size_t i = lo; i < hi; ++i) {
      const TurnRecord& t = batch.turns[i];
      const Task& task = batch.episodes[t.episode].task;
      if (const TaskValues* tv = values(task)) {
        out[i] = {tv->V(t.state), tv->Q(t.state, t.action), 0.0, 0.0, true};
        continue;
      }
      double stats[2][2] = {};  // [v|q][sum|sumsq]
      for (int which = 0; which < 2; ++which) {
        CounterRng rng(mc_key, 2 * i + static_cast<uint64_t>(which));
        for (int64_t r = 0; r < n; ++r) {
          const double x = Rollout(env, policy, task, t.state,
                                   which == 0 ? -1 : static_cast<int>(t.action), rng, outs);
          stats[which][0] += x, stats[which][1] += x * x;
        }
      }
      const double nn = static_cast<double>(n);
      auto mean = [&](int w) { return stats[w][0] / nn; };
      // Standard error of the mean: sqrt(sample variance / n) = sqrt((E[x²] − x̄²) / (n − 1)).
      auto se = [&](int w) {
        return std::sqrt(std::max(0.0, stats[w][1] / nn - mean(w) * mean(w)) / (nn - 1));
      };
      out[i] = {mean(0), mean(1), se(0), se(1), false};
    }
  });
  return out;
}

std::vector<float> FillTokenValues(const CodeAgentEnv& env, const SimBatch& batch,
                                   const ValueCache& values, const std::vector<TurnTruth>& truth,
                                   int threads) {
  const double g = env.config().gamma;
  const bool carry = env.config().decay == "carry";
  std::vector<float> out(batch.num_tokens(), 0.0f);
  ParallelFor(batch.turns.size(), threads, [&](size_t lo, size_t hi) {
    std::vector<Outcome> outs;
    for (size_t i = lo; i < hi; ++i) {
      const TurnRecord& t = batch.turns[i];
      const Task& task = batch.episodes[t.episode].task;
      const int64_t p0 = t.decision_token;
      const TaskValues* exact = values(task);
      if (!exact) {
        // Monte Carlo: V̂(s) at the decision, Q̂(s, a)·γ^-j after it (exact for fixed policy
        // spans), and the next turn's V̂ at the observation tokens.
        out[p0] = static_cast<float>(truth[i].v);
        for (int64_t j = 1; j < t.policy_tokens; ++j) {
          out[p0 + j] = static_cast<float>(g > 0 ? truth[i].q / Pow(g, j) : 0.0);
        }
        const double v_next = t.ended ? 0.0 : truth[i + 1].v;
        for (int64_t k = 0; k < t.env_tokens; ++k) {
          out[p0 + t.policy_tokens + k] =
              static_cast<float>(carry ? v_next : Pow(g, t.env_tokens - k) * v_next);
        }
        continue;
      }
      const TaskValues& tv = *exact;
      env.Outcomes(task, t.state, t.action, &outs);
      // Given (s, a, Lp): V(p_j) = γ^(Lp-1-j)·R + γ^(Lp-j)·W with R = E[r], W = E[γ^(D-Lp)·V(s')].
      double mass = 0, r_bar = 0, w_bar = 0;
      for (const Outcome& x : outs) {
        if (x.policy_tokens != t.policy_tokens) continue;
        mass += x.prob;
        r_bar += x.prob * x.reward;
        if (!x.terminal && !x.truncated) {
          w_bar += x.prob *
                   Pow(g, env.DecaySteps(x.policy_tokens, x.env_tokens) - x.policy_tokens) *
                   tv.V(x.next);
        }
      }
      r_bar /= mass, w_bar /= mass;
      out[p0] = static_cast<float>(tv.V(t.state));
      for (int64_t j = 1; j < t.policy_tokens; ++j) {
        out[p0 + j] = static_cast<float>(Pow(g, t.policy_tokens - 1 - j) * r_bar +
                                         Pow(g, t.policy_tokens - j) * w_bar);
      }
      const double v_next = t.ended ? 0.0 : tv.V(t.next);
      for (int64_t k = 0; k < t.env_tokens; ++k) {
        out[p0 + t.policy_tokens + k] =
            static_cast<float>(carry ? v_next : Pow(g, t.env_tokens - k) * v_next);
      }
    }
  });
  return out;
}

}  // namespace

std::vector<float> TokenValues(const CodeAgentEnv& env, const SimBatch& batch, const Policy& policy,
                               int threads) {
  std::vector<Task> tasks;
  for (const EpisodeRecord& e : batch.episodes) tasks.push_back(e.task);
  const ValueCache values(env, policy, tasks, threads);
  const auto truth = EstimateTurns(env, batch, policy, values,
                                   SeedTree(0x76616c756573).Derive("token_values").key(), threads);
  return FillTokenValues(env, batch, values, truth, threads);
}

const char* EndReasonName(EndReason r) {
  static constexpr const char* kNames[] = {"submit_pass",    "submit_fail", "give_up",
                                           "guess_pass",     "guess_fail",  "cheat_caught",
                                           "cheat_uncaught", "truncated"};
  return kNames[static_cast<int>(r)];
}

SimBatch SampleBatch(const CodeAgentEnv& env, const Policy& policy, const SampleSpec& spec,
                     uint64_t seed) {
  const SeedTree root(seed);
  const uint64_t task_key = root.Derive("tasks").key(), episode_key = root.Derive("episodes").key();
  std::vector<Task> tasks(static_cast<size_t>(spec.tasks));
  for (int64_t g = 0; g < spec.tasks; ++g) {
    if (!spec.fixed_tasks.empty()) {
      tasks[g] = spec.fixed_tasks[static_cast<size_t>(g) % spec.fixed_tasks.size()];
      continue;
    }
    CounterRng rng(task_key, static_cast<uint64_t>(g));
    const double u = rng.Uniform();
    tasks[g] = env.DrawTask(u, rng.Normal());
  }
  // Exact values once per distinct task (tier, K).
  std::unique_ptr<ValueCache> values_of;
  if (spec.ground_truth) values_of = std::make_unique<ValueCache>(env, policy, tasks, spec.threads);
  const size_t n = static_cast<size_t>(spec.tasks * spec.group_size);
  std::vector<Episode> eps(n);
  ParallelFor(n, spec.threads, [&](size_t lo, size_t hi) {
    for (size_t e = lo; e < hi; ++e) {
      const int64_t g = static_cast<int64_t>(e) / spec.group_size;
      CounterRng rng(episode_key, e);
      eps[e] =
          RunEpisode(env, policy, tasks[g], values_of ? (*values_of)(tasks[g]) : nullptr, g, rng);
    }
  });
  SimBatch b;
  for (const Task& t : tasks) {
    const TaskValues* tv = values_of ? (*values_of)(t) : nullptr;
    b.task_value.push_back(tv ? tv->J() : NAN);
  }
  for (size_t e = 0; e < n; ++e) {
    Episode& ep = eps[e];
    const int64_t offset = b.cu_seqlens.back();
    b.rewards.insert(b.rewards.end(), ep.rewards.begin(), ep.rewards.end());
    b.mask.insert(b.mask.end(), ep.mask.begin(), ep.mask.end());
    b.true_advantage.insert(b.true_advantage.end(), ep.true_adv.begin(), ep.true_adv.end());
    b.is_decision.insert(b.is_decision.end(), ep.is_decision.begin(), ep.is_decision.end());
    b.cu_seqlens.push_back(offset + static_cast<int64_t>(ep.rewards.size()));
    b.terminated.push_back(ep.terminated ? 1 : 0);
    b.bootstrap_value.push_back(0.0f);  // truncation leaves no reward to come: V = 0 there
    b.group.push_back(ep.record.group);
    for (TurnRecord& t : ep.turns) {
      t.episode = static_cast<int64_t>(e);
      t.decision_token += offset;
      b.turns.push_back(t);
    }
    b.episodes.push_back(ep.record);
  }
  if (!spec.ground_truth) {
    b.values.assign(b.num_tokens(), 0.0f);
    return b;
  }
  const auto truth =
      EstimateTurns(env, b, policy, *values_of, root.Derive("monte_carlo").key(), spec.threads);
  for (size_t i = 0; i < b.turns.size(); ++i) {
    TurnRecord& t = b.turns[i];
    if (truth[i].exact) continue;
    t.v = truth[i].v, t.q = truth[i].q, t.advantage = truth[i].q - truth[i].v;
    t.v_se = truth[i].v_se, t.q_se = truth[i].q_se;
    b.episodes[t.episode].exact_truth = false;
    std::fill_n(b.true_advantage.begin() + t.decision_token, t.policy_tokens,
                static_cast<float>(t.advantage));
    // J of a Monte Carlo task: V̂(s0) of its group's first episode.
    if (t.turn == 0 && t.episode % spec.group_size == 0)
      b.task_value[t.episode / spec.group_size] = t.v;
  }
  b.values = FillTokenValues(env, b, *values_of, truth, spec.threads);  // the oracle critic
  return b;
}

}  // namespace agentrl::sim
