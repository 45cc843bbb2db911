// Per-iteration metrics of the closed loop: what the update's episodes submitted and earned,
// what the anti-hack stages caught, the pipeline's timings, and two alarms over the last
// kAlarmWindow iterations (the training reward rising while the held-out pass rate does not;
// the tests' pass rate above the held-out one by more than `loop.gap_alarm`).
#pragma once

#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "agentrl/harness/experiment_config.h"
#include "agentrl/learner/agent.h"
#include "episode.h"

namespace agentrl::harness::loop {

inline constexpr size_t kAlarmWindow = 4;

// Linear-regression slope of the last `k` values (0 with fewer).
double Slope(const std::vector<double>& v, size_t k);
double MeanOfLast(const std::vector<double>& v, size_t k);

// Counts over one update's episodes.
struct EpisodeTally {
  std::map<std::string, int64_t> hits_by_category, heldout_passes, rewarded;
  int64_t rule_hits = 0, judge_hits = 0, reviewer_hits = 0, cheat_actions = 0, cheats_passing = 0;
  // The LLM reviewer's part (antihack/reviewer.h): verdicts by its status.
  std::map<std::string, int64_t> reviewer_status;
  Mean reward, pass, genuine, heldout, flagged, honest_flagged;
};
EpisodeTally Tally(const std::vector<Episode>& eps);

// The curves the alarms read, and when each first fired (iteration, -1 = never).
class Alarms {
 public:
  explicit Alarms(double gap_threshold) : gap_threshold_(gap_threshold) {}
  // Adds an iteration; returns {reward alarm, gap alarm} for it.
  std::pair<bool, bool> Add(int64_t iteration, double reward, double pass, double heldout);
  // Takes a stored iteration's metrics back (a resumed run), filling in generalisation_gap for
  // rows recorded before it existed.
  void Restore(nlohmann::json* m);
  int first_alarm() const { return alarm_at_; }
  int first_gap_alarm() const { return gap_alarm_at_; }
  double last_gap() const { return gap_.back(); }

 private:
  double gap_threshold_;
  std::vector<double> reward_, heldout_, gap_;
  int alarm_at_ = -1, gap_alarm_at_ = -1;
};

// What the learner side measured for an iteration, beside the episodes.
struct UpdateFacts {
  int64_t groups = 0, dropped = 0, deferred_groups = 0, carried_groups = 0, policy_lag = 0;
  double learner_idle_s = 0, learner_s = 0;
  learner::UpdateStats stats;  // meaningful when dropped < groups
};

nlohmann::json IterationMetrics(const std::string& arm, int64_t seed, int64_t it,
                                const std::vector<Episode>& eps, const EpisodeTally& t,
                                const Batch& batch, const UpdateFacts& u, int pool_workers,
                                double gap, std::pair<bool, bool> alarms);

}  // namespace agentrl::harness::loop
