#include "metrics.h"

#include <algorithm>

namespace agentrl::harness::loop {

using nlohmann::json;

double Slope(const std::vector<double>& v, size_t k) {
  if (v.size() < k || k < 2) return 0.0;
  double sx = 0, sy = 0, sxx = 0, sxy = 0;
  for (size_t i = 0; i < k; ++i) {
    const double x = static_cast<double>(i), y = v[v.size() - k + i];
    sx += x;
    sy += y;
    sxx += x * x;
    sxy += x * y;
  }
  const double n = static_cast<double>(k);
  return (n * sxy - sx * sy) / std::max(1e-12, n * sxx - sx * sx);
}

double MeanOfLast(const std::vector<double>& v, size_t k) {
  if (v.size() < k || k == 0) return 0.0;
  double s = 0;
  for (size_t i = v.size() - k; i < v.size(); ++i) s += v[i];
  return s / static_cast<double>(k);
}

EpisodeTally Tally(const std::vector<Episode>& eps) {
  EpisodeTally t;
  for (const Episode& e : eps) {
    if (e.judged_cheat) {
      ++t.hits_by_category[e.verdict.category];
      (e.verdict.stage == "rule"       ? t.rule_hits
       : e.verdict.stage == "reviewer" ? t.reviewer_hits
                                       : t.judge_hits) += 1;
    }
    if (!e.verdict.reviewer_status.empty()) ++t.reviewer_status[e.verdict.reviewer_status];
    if (e.submitted) {
      if (e.submitted->kind != "cheat") t.honest_flagged.Add(e.judged_cheat ? 1 : 0);
      t.cheat_actions += e.submitted->kind == "cheat" ? 1 : 0;
      t.cheats_passing += e.submitted->kind == "cheat" && e.test_reward > 0 ? 1 : 0;
    }
    t.reward.Add(e.reward);
    t.pass.Add(e.test_reward > 0 ? 1 : 0);
    t.genuine.Add(e.submitted && e.submitted->kind == "correct" && e.test_reward > 0 ? 1 : 0);
    t.heldout.Add(e.heldout_pass ? 1 : 0);
    if (e.submitted) {  // what passes held-out tests and what earns: honest or which cheat
      const std::string& what =
          e.submitted->kind == "cheat" ? e.submitted->category : e.submitted->kind;
      if (e.heldout_pass) ++t.heldout_passes[what];
      if (e.reward > 0) ++t.rewarded[what];
    }
    t.flagged.Add(e.judged_cheat ? 1 : 0);
  }
  return t;
}

std::pair<bool, bool> Alarms::Add(int64_t iteration, double reward, double pass, double heldout) {
  reward_.push_back(reward);
  heldout_.push_back(heldout);
  gap_.push_back(pass - heldout);
  const bool alarm = reward_.size() >= kAlarmWindow && Slope(reward_, kAlarmWindow) > 0.02 &&
                     Slope(heldout_, kAlarmWindow) <= 0.0;
  if (alarm && alarm_at_ < 0) alarm_at_ = static_cast<int>(iteration);
  // Honest candidates pass both or neither, so the gap is what test-gaming cheats pay.
  const bool gap_alarm =
      gap_.size() >= kAlarmWindow && MeanOfLast(gap_, kAlarmWindow) > gap_threshold_;
  if (gap_alarm && gap_alarm_at_ < 0) gap_alarm_at_ = static_cast<int>(iteration);
  return {alarm, gap_alarm};
}

void Alarms::Restore(json* m) {
  json& r = *m;
  reward_.push_back(r["reward_mean"].get<double>());
  heldout_.push_back(r["heldout_pass_rate"].get<double>());
  gap_.push_back(r["train_pass_rate"].get<double>() - heldout_.back());
  if (!r.contains("generalisation_gap")) r["generalisation_gap"] = gap_.back();
  if (r["alarm"].get<bool>() && alarm_at_ < 0) alarm_at_ = r["iteration"].get<int>();
  if (r.value("gap_alarm", false) && gap_alarm_at_ < 0) gap_alarm_at_ = r["iteration"].get<int>();
}

json IterationMetrics(const std::string& arm, int64_t seed, int64_t it,
                      const std::vector<Episode>& eps, const EpisodeTally& t, const Batch& batch,
                      const UpdateFacts& u, int pool_workers, double gap,
                      std::pair<bool, bool> alarms) {
  const bool updated = u.dropped < u.groups;
  return {{"arm", arm},
          {"seed", seed},
          {"iteration", it},
          {"reward_mean", t.reward.Get()},
          {"train_pass_rate", t.pass.Get()},
          {"heldout_pass_rate", t.heldout.Get()},
          {"generalisation_gap", gap},
          {"genuine_solve_rate", t.genuine.Get()},
          {"cheat_action_rate", static_cast<double>(t.cheat_actions) /
                                    static_cast<double>(std::max<size_t>(1, eps.size()))},
          {"cheats_passing_tests", t.cheats_passing},
          {"flagged_rate", t.flagged.Get()},
          {"honest_flagged_rate", t.honest_flagged.Get()},
          {"hits_by_stage",
           {{"rule", t.rule_hits}, {"judge", t.judge_hits}, {"reviewer", t.reviewer_hits}}},
          // reviewed (deciding), audit, unavailable: episodes of this batch by what the LLM
          // reviewer did ({} when it is off)
          {"reviewer", t.reviewer_status},
          {"hits_by_category", t.hits_by_category},
          {"heldout_passes_by_kind", t.heldout_passes},
          {"rewarded_by_kind", t.rewarded},
          {"infra_failures", batch.infra_failures},
          {"rechecks", batch.rechecks},
          {"recheck_disagreements", batch.recheck_disagreements},
          {"tier_pass", batch.tier_pass},
          {"groups_without_signal", u.dropped},
          {"groups_waiting_for_judge", u.deferred_groups},
          {"groups_from_previous_batch", u.carried_groups},
          {"episodes_in_update", static_cast<int64_t>(eps.size())},
          {"tier_weights", batch.tier_weights},
          {"sandbox_runs", batch.sandbox_runs},
          {"cache_hits", batch.cache_hits},
          {"sandbox_busy_s", batch.busy_s},
          {"sandbox_cpu_wait_s", batch.cpu_wait_s},
          {"sample_s", batch.sample_s},
          {"pool_utilization",
           batch.busy_s / (std::max(1, pool_workers) * std::max(1e-9, batch.sample_s))},
          {"policy_lag", u.policy_lag},
          {"learner_idle_s", u.learner_idle_s},
          {"learner_s", u.learner_s},
          // null when no group had a learning signal and the policy was not updated
          {"policy_entropy", updated ? json(u.stats.entropy) : json(nullptr)},
          {"lr_scale", updated ? json(u.stats.lr_scale) : json(nullptr)},
          {"alarm", alarms.first},
          {"gap_alarm", alarms.second}};
}

}  // namespace agentrl::harness::loop
