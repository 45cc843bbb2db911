#include "agentrl/sim/sim_config.h"

#include <cmath>

namespace agentrl::sim {

void TierConfig::Describe(config::SchemaBuilder<TierConfig>& s) {
  using config::Range;
  s.Real("weight", &TierConfig::weight, "relative probability of drawing a task of this tier",
         Range{0, 1e9})
      .Real("work_median", &TierConfig::work_median, "median units of work K (lognormal)",
            Range{0, 1e6, true})
      .Real("work_sigma", &TierConfig::work_sigma, "sigma of log K", Range{0, 10})
      .Int("work_max", &TierConfig::work_max, "K is clamped to [1, work_max]", Range{1, 4096})
      .Real("p_progress", &TierConfig::p_progress, "probability that an edit completes a unit",
            Range{0, 1})
      .Real("p_break", &TierConfig::p_break, "probability that an edit breaks something",
            Range{0, 1});
}

void SpanConfig::Describe(config::SchemaBuilder<SpanConfig>& s) {
  using config::Range;
  s.IntList("policy_tokens", &SpanConfig::policy_tokens, "possible lengths of the agent's span",
            Range{2, 1e7}, 1)
      .RealList("policy_probs", &SpanConfig::policy_probs, "their probabilities (sum to 1)",
                Range{0, 1}, 1)
      .IntList("env_tokens", &SpanConfig::env_tokens, "possible lengths of the environment's reply",
               Range{0, 1e7}, 1)
      .RealList("env_probs", &SpanConfig::env_probs, "their probabilities (sum to 1)", Range{0, 1},
                1);
}

void ActionSpans::Describe(config::SchemaBuilder<ActionSpans>& s) {
  s.Section("edit", &ActionSpans::edit, "spans of an edit")
      .Section("run_tests", &ActionSpans::run_tests, "spans of running the visible tests")
      .Section("submit", &ActionSpans::submit, "spans of submitting")
      .Section("give_up", &ActionSpans::give_up, "spans of giving up")
      .Section("guess", &ActionSpans::guess, "spans of guessing an answer")
      .Section("cheat", &ActionSpans::cheat, "spans of cheating");
}

void SimConfig::Describe(config::SchemaBuilder<SimConfig>& s) {
  using config::Range;
  s.Section("easy", &SimConfig::easy, "easy tier")
      .Section("medium", &SimConfig::medium, "medium tier")
      .Section("hard", &SimConfig::hard, "hard tier")
      .Section("spans", &SimConfig::spans, "token spans per action")
      .Real("p_fix", &SimConfig::p_fix, "probability that run_tests repairs a break", Range{0, 1})
      .Real("p_guess", &SimConfig::p_guess, "probability that a guess passes", Range{0, 1})
      .Bool("cheat_enabled", &SimConfig::cheat_enabled, "offer the cheat action")
      .Real("cheat_recall", &SimConfig::cheat_recall, "probability that a cheat is caught",
            Range{0, 1})
      .Real("cheat_penalty", &SimConfig::cheat_penalty, "a caught cheat earns -penalty",
            Range{0, 1e6})
      .Int("token_budget", &SimConfig::token_budget, "tokens after which an episode is truncated",
           Range{1, 1e8})
      .Int("token_unit", &SimConfig::token_unit,
           "granularity of token counts (spans are multiples)", Range{1, 1e6})
      .Real("gamma", &SimConfig::gamma, "discount per decay step", Range{0, 1})
      .Real("progress_reward", &SimConfig::progress_reward,
            "share of a solved task's reward paid as its work is done (progress_reward / K per "
            "unit an edit completes; a passing submit pays the rest); 0 = terminal reward only",
            Range{0, 0.9})
      .Bool("critical_gate", &SimConfig::critical_gate,
            "plant a critical first turn: any first action but critical_action dooms the task")
      .Choice("critical_action", &SimConfig::critical_action,
              "the first action that keeps the task solvable", {"edit", "run_tests"})
      .Int("max_exact_states", &SimConfig::max_exact_states,
           "tasks with more states than this get Monte Carlo ground truth (V, Q with standard "
           "errors)",
           Range{0, 1e9})
      .Int("mc_rollouts", &SimConfig::mc_rollouts,
           "rollouts per V or Q estimate in Monte Carlo mode", Range{2, 1e7})
      .Choice("decay", &SimConfig::decay, "decay per policy token (carry) or per token (zero)",
              {"carry", "zero"});
}

namespace {

Status CheckSpan(const config::Locator& where, const std::string& path, const SpanConfig& span,
                 int64_t unit) {
  auto check = [&](const std::string& field, const std::vector<int64_t>& lengths,
                   const std::vector<double>& probs, const std::string& prob_field) -> Status {
    if (lengths.size() != probs.size()) {
      return Status::InvalidInput(where.Where(path + "." + prob_field) + ": has " +
                                  std::to_string(probs.size()) + " items but " + field + " has " +
                                  std::to_string(lengths.size()) +
                                  "; accepted: one probability per length");
    }
    double sum = 0;
    for (double p : probs) sum += p;
    if (std::abs(sum - 1.0) > 1e-9) {
      return Status::InvalidInput(where.Where(path + "." + prob_field) + ": sums to " +
                                  std::to_string(sum) + "; accepted: probabilities summing to 1");
    }
    for (int64_t len : lengths) {
      if (len % unit != 0) {
        return Status::InvalidInput(where.Where(path + "." + field) + ": " + std::to_string(len) +
                                    " is not a multiple of token_unit = " + std::to_string(unit) +
                                    "; accepted: multiples of token_unit");
      }
    }
    return Status::Ok();
  };
  if (Status st = check("policy_tokens", span.policy_tokens, span.policy_probs, "policy_probs");
      !st.ok())
    return st;
  return check("env_tokens", span.env_tokens, span.env_probs, "env_probs");
}

}  // namespace

Status SimConfig::Validate(const config::Locator& where) const { return ValidateAt(where, ""); }

Status SimConfig::ValidateAt(const config::Locator& where, const std::string& prefix) const {
  const std::pair<const char*, const SpanConfig*> all[] = {
      {"edit", &spans.edit},       {"run_tests", &spans.run_tests}, {"submit", &spans.submit},
      {"give_up", &spans.give_up}, {"guess", &spans.guess},         {"cheat", &spans.cheat}};
  for (const auto& [name, span] : all) {
    if (Status st = CheckSpan(where, prefix + "spans." + name, *span, token_unit); !st.ok())
      return st;
  }
  if (token_budget % token_unit != 0) {
    return Status::InvalidInput(where.Where(prefix + "token_budget") + ": " +
                                std::to_string(token_budget) +
                                " is not a multiple of token_unit = " + std::to_string(token_unit) +
                                "; accepted: multiples of token_unit");
  }
  if (easy.weight + medium.weight + hard.weight <= 0) {
    return Status::InvalidInput(where.Where(prefix + "easy.weight") +
                                ": all tier weights are 0; accepted: at least one positive weight");
  }
  return Status::Ok();
}

SimConfig SimConfig::GuessingPaysPreset() {
  // Guessing: 48 tokens for a 30% chance. Solving a medium task: ~10 edits of ~150 tokens for a
  // ~95% chance: far less reward per token.
  SimConfig c;
  c.p_guess = 0.3;
  c.easy.weight = 0.0;
  c.medium.weight = 1.0;
  c.hard.weight = 1.0;
  return c;
}

}  // namespace agentrl::sim
