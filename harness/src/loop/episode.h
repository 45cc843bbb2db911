// What the closed loop carries from sampling to the store: an episode (its turns for the
// learner, its actions for the anti-hack stage, what it submitted and the reward service's answer
// for it) and the batch of episodes one iteration samples.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include "agentrl/antihack/verdict.h"
#include "agentrl/core/status.h"
#include "agentrl/harness/loop_job.h"
#include "agentrl/harness/reward_service.h"
#include "agentrl/harness/store.h"
#include "agentrl/sim/code_agent_env.h"

namespace agentrl::harness::loop {

using Clock = std::chrono::steady_clock;
double Seconds(Clock::time_point t0);

struct Turn {
  sim::Features phi, phi_next;
  sim::Action action;
  float logp = 0;  // of the action under the policy that sampled it
};

struct Episode {
  int task = 0, group = 0;
  EpisodeState state;
  std::vector<Turn> turns;
  std::vector<antihack::Action> actions;  // what the anti-hack stage sees
  const Candidate* submitted = nullptr;
  bool done = false, truncated = false;
  double test_reward = 0, reward = 0;
  antihack::Verdict verdict;
  bool judged_cheat = false;
  bool infra = false;             // grading hit an infrastructure failure: not in the update
  std::string sample_id;          // its id at the reward service ("" = nothing submitted)
  int64_t policy_version = 0;     // of the policy that sampled it
  bool held_for_verdict = false;  // the verdict gate holds its reward for its verdict
  bool final = true;              // its verdict is final (the service is done with it)
  bool heldout_pass = false;      // the submission passes the task's held-out tests
  StoredTrajectory record;
};

// One iteration's samples, produced by the sampler thread ahead of the learner.
struct Batch {
  int64_t iteration = 0;
  int64_t policy_version = 0;  // the sampling policy had seen this many updates
  std::vector<Episode> eps;
  std::array<double, 3> tier_weights{}, tier_pass{};  // used for it; after it
  double sample_s = 0;                                // wall time to sample, execute and grade it
  double busy_s = 0;      // sandbox seconds executed for it (cache answers excluded)
  double cpu_wait_s = 0;  // of which its processes waited for a CPU (machine oversubscribed)
  int64_t sandbox_runs = 0, cache_hits = 0, infra_failures = 0;
  int64_t rechecks = 0, recheck_disagreements = 0;
  Status error;
};

// Takes the reward service's answer for an episode: reward (composed or the tests', by arm),
// verdict and sandbox result, into the episode and its stored record.
void TakeBooked(const Booked& b, bool antihack_on, bool all_audit, Episode* e);

antihack::Action ShellAction(const std::string& cmd, const std::string& output);
antihack::Action WriteSolutionAction(const std::string& content);

struct Mean {
  double sum = 0;
  int64_t n = 0;
  void Add(double x) {
    sum += x;
    ++n;
  }
  double Get() const { return n ? sum / static_cast<double>(n) : 0.0; }
};

}  // namespace agentrl::harness::loop
