#include "agentrl/sim/code_agent_env.h"

#include <algorithm>
#include <cmath>

namespace agentrl::sim {

const char* ActionName(Action a) {
  static constexpr const char* kNames[kNumActions] = {"edit",    "run_tests", "submit",
                                                      "give_up", "guess",     "cheat"};
  return kNames[static_cast<int>(a)];
}

const char* TierName(Tier t) {
  static constexpr const char* kNames[3] = {"easy", "medium", "hard"};
  return kNames[static_cast<int>(t)];
}

CodeAgentEnv::CodeAgentEnv(const SimConfig& config)
    : config_(config), budget_units_(config.token_budget / config.token_unit) {}

Features CodeAgentEnv::Observe(const Task& task, const State& s) const {
  const double used = static_cast<double>(s.u) / static_cast<double>(budget_units_);
  return {1.0,
          static_cast<double>(s.k) / static_cast<double>(task.work),
          s.k == task.work ? 1.0 : 0.0,
          s.broken ? 1.0 : 0.0,
          used,
          used > 0.75 ? 1.0 : 0.0};
}

std::array<bool, kNumActions> CodeAgentEnv::Allowed() const {
  return {true, true, true, true, true, config_.cheat_enabled};
}

int64_t CodeAgentEnv::DecaySteps(int64_t policy_tokens, int64_t env_tokens) const {
  return config_.decay == "carry" ? policy_tokens : policy_tokens + env_tokens;
}

void CodeAgentEnv::Outcomes(const Task& task, const State& s, Action a,
                            std::vector<Outcome>* out) const {
  out->clear();
  const SpanConfig* span = nullptr;
  switch (a) {
    case Action::kEdit:
      span = &config_.spans.edit;
      break;
    case Action::kRunTests:
      span = &config_.spans.run_tests;
      break;
    case Action::kSubmit:
      span = &config_.spans.submit;
      break;
    case Action::kGiveUp:
      span = &config_.spans.give_up;
      break;
    case Action::kGuess:
      span = &config_.spans.guess;
      break;
    case Action::kCheat:
      span = &config_.spans.cheat;
      break;
  }
  const TierConfig& tier = task.tier == Tier::kEasy     ? config_.easy
                           : task.tier == Tier::kMedium ? config_.medium
                                                        : config_.hard;
  // The action's own result: (probability, reward, terminal, next k, next broken).
  struct Result {
    double p, reward;
    bool terminal;
    int64_t k;
    bool broken;
  };
  std::vector<Result> results;
  switch (a) {
    case Action::kEdit: {
      const double pp = s.k < task.work ? tier.p_progress : 0.0;
      for (int prog = 0; prog < 2; ++prog) {
        for (int brk = 0; brk < 2; ++brk) {
          const double p = (prog ? pp : 1 - pp) * (brk ? tier.p_break : 1 - tier.p_break);
          const double shaped = prog ? config_.progress_reward / static_cast<double>(task.work)
                                     : 0.0;
          if (p > 0) results.push_back({p, shaped, false, s.k + prog, s.broken || brk});
        }
      }
      break;
    }
    case Action::kRunTests:
      if (s.broken) {
        if (config_.p_fix > 0) results.push_back({config_.p_fix, 0.0, false, s.k, false});
        if (config_.p_fix < 1) results.push_back({1 - config_.p_fix, 0.0, false, s.k, true});
      } else {
        results.push_back({1.0, 0.0, false, s.k, false});
      }
      break;
    case Action::kSubmit:
      results.push_back(
          {1.0, (s.k == task.work && !s.broken && !s.doomed) ? 1.0 - config_.progress_reward : 0.0,
           true, s.k, s.broken});
      break;
    case Action::kGiveUp:
      results.push_back({1.0, 0.0, true, s.k, s.broken});
      break;
    case Action::kGuess:
      if (config_.p_guess > 0) results.push_back({config_.p_guess, 1.0, true, s.k, s.broken});
      if (config_.p_guess < 1) results.push_back({1 - config_.p_guess, 0.0, true, s.k, s.broken});
      break;
    case Action::kCheat:
      if (config_.cheat_recall > 0)
        results.push_back({config_.cheat_recall, -config_.cheat_penalty, true, s.k, s.broken});
      if (config_.cheat_recall < 1)
        results.push_back({1 - config_.cheat_recall, 1.0, true, s.k, s.broken});
      break;
  }
  const int64_t unit = config_.token_unit;
  const bool dooms = config_.critical_gate && s.u == 0 && ActionName(a) != config_.critical_action;
  for (size_t i = 0; i < span->policy_tokens.size(); ++i) {
    for (size_t j = 0; j < span->env_tokens.size(); ++j) {
      const double ps = span->policy_probs[i] * span->env_probs[j];
      if (ps <= 0) continue;
      const int64_t lp = span->policy_tokens[i], le = span->env_tokens[j];
      const int64_t u_next = s.u + (lp + le) / unit;
      for (const Result& r : results) {
        Outcome o{ps * r.p,
                  lp,
                  le,
                  r.reward,
                  r.terminal,
                  false,
                  State{r.k, r.broken, u_next, s.doomed || dooms}};
        if (!r.terminal && u_next >= budget_units_) o.truncated = true;
        out->push_back(o);
      }
    }
  }
}

Task CodeAgentEnv::DrawTask(double u_tier, double z_normal) const {
  const TierConfig* tiers[3] = {&config_.easy, &config_.medium, &config_.hard};
  const double total = tiers[0]->weight + tiers[1]->weight + tiers[2]->weight;
  double acc = 0;
  int chosen = 2;
  for (int t = 0; t < 3; ++t) {
    acc += tiers[t]->weight / total;
    if (u_tier < acc && tiers[t]->weight > 0) {
      chosen = t;
      break;
    }
  }
  const TierConfig& tc = *tiers[chosen];
  const double k = tc.work_median * std::exp(tc.work_sigma * z_normal);
  return {static_cast<Tier>(chosen),
          std::clamp<int64_t>(static_cast<int64_t>(std::llround(k)), 1, tc.work_max)};
}

}  // namespace agentrl::sim
