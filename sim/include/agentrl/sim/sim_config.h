// Configuration of the synthetic code-agent environment. Every parameter has a documented
// default (Describe); `agentrl config dump` prints them. See code_agent_env.h for the dynamics.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "agentrl/core/config.h"

namespace agentrl::sim {

// A difficulty tier: how much work a task needs and how edits go.
struct TierConfig {
  double weight = 1.0;       // relative probability of drawing a task of this tier
  double work_median = 4.0;  // units of work K ~ lognormal(median, sigma), clamped to [1, work_max]
  double work_sigma = 0.5;
  int64_t work_max = 16;
  double p_progress = 0.6;  // an edit completes one unit
  double p_break = 0.1;     // an edit breaks something (until run_tests repairs it)

  static void Describe(config::SchemaBuilder<TierConfig>& s);
};

// Token spans of one action: the agent's tokens (mask 1) and the environment's reply (mask 0),
// each a small discrete distribution. Lengths must be multiples of SimConfig::token_unit.
struct SpanConfig {
  std::vector<int64_t> policy_tokens = {64};
  std::vector<double> policy_probs = {1.0};
  std::vector<int64_t> env_tokens = {64};
  std::vector<double> env_probs = {1.0};

  static void Describe(config::SchemaBuilder<SpanConfig>& s);
};

struct ActionSpans {
  SpanConfig edit{{96, 192}, {0.5, 0.5}, {32}, {1.0}};
  SpanConfig run_tests{{16}, {1.0}, {128, 512}, {0.5, 0.5}};
  SpanConfig submit{{16}, {1.0}, {16}, {1.0}};
  SpanConfig give_up{{16}, {1.0}, {0}, {1.0}};
  SpanConfig guess{{32}, {1.0}, {16}, {1.0}};
  SpanConfig cheat{{48}, {1.0}, {16}, {1.0}};

  static void Describe(config::SchemaBuilder<ActionSpans>& s);
};

struct SimConfig {
  TierConfig easy{2.0, 2.0, 0.5, 8, 0.7, 0.05};
  TierConfig medium{1.0, 6.0, 0.6, 24, 0.5, 0.1};
  TierConfig hard{1.0, 16.0, 0.7, 64, 0.35, 0.15};
  ActionSpans spans;
  double p_fix = 0.8;           // run_tests repairs a break
  double p_guess = 0.05;        // guess (or give-up-and-hope) succeeds
  bool cheat_enabled = false;   // the cheat action exists
  double cheat_recall = 0.5;    // probability a cheat is caught
  double cheat_penalty = 1.0;   // reward of a caught cheat is -penalty (uncaught: 1)
  int64_t token_budget = 4096;  // an episode is truncated when it reaches this many tokens
  int64_t token_unit = 16;      // granularity of token counts in the exact state space
  double gamma = 1.0;           // discount per decay step
  // Reward sparsity: the share of a solved task's reward paid while its work is done. Each unit
  // an edit completes earns progress_reward / K, a passing submit earns 1 - progress_reward.
  // 0 (the default) is the terminal reward only; guess and cheat still pay 1 at once.
  double progress_reward = 0.0;
  std::string decay = "carry";  // carry: decay per policy token; zero: per token
  bool critical_gate = false;   // plant a critical first turn (code_agent_env.h)
  std::string critical_action = "run_tests";  // the first action that does not doom the task
  int64_t max_exact_states = 2000000;  // larger tasks get Monte Carlo ground truth (with errors)
  int64_t mc_rollouts = 64;            // rollouts per estimate in Monte Carlo mode

  static void Describe(config::SchemaBuilder<SimConfig>& s);
  Status Validate(const config::Locator& where) const;
  // The same checks when this config sits at `prefix` (e.g. "sim.") of a larger file.
  Status ValidateAt(const config::Locator& where, const std::string& prefix) const;

  // A preset in which guessing at once has the higher expected reward per token than solving.
  static SimConfig GuessingPaysPreset();
};

}  // namespace agentrl::sim
