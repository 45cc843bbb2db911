#include "report.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "agentrl/core/files.h"
#include "agentrl/harness/ablate.h"
#include "episode.h"
#include "metrics.h"

namespace agentrl::harness::loop {

using nlohmann::json;

// Final values: per arm, mean ± 95% t-interval over seeds of the last third of the
// iterations, and the curves (mean and band per iteration) the plots draw.
void LoopReport::FinalValues() {
  const std::vector<std::string> keys = {
      "reward_mean",        "train_pass_rate",   "heldout_pass_rate", "generalisation_gap",
      "genuine_solve_rate", "cheat_action_rate", "flagged_rate",      "honest_flagged_rate"};
  md_ << "# Closed loop: " << in_.cfg.run.name << "\n\n"
      << in_.num_tasks << " tasks; " << in_.cfg.loop.iterations << " iterations of "
      << in_.cfg.loop.tasks_per_iteration << " tasks x " << in_.cfg.loop.group_size
      << " episodes; estimator " << in_.estimator << "; seeds " << json(in_.cfg.loop.seeds).dump()
      << ".\n\nVersions: rules `" << in_.versions["rules"].get<std::string>() << "`, judge `"
      << in_.versions["judge"].get<std::string>() << "`, "
      << in_.versions["task_corpus"].get<std::string>() << ", "
      << in_.versions["cheat_set"].get<std::string>()
      << ", sandbox: " << in_.versions["sandbox"].get<std::string>() << ".\n\n"
      << "Final values (mean of the last third of the iterations; mean ± 95% t-interval over "
         "seeds):\n\n| arm |";
  for (const std::string& k : keys) md_ << " " << k << " |";
  md_ << "\n|---|";
  for (size_t k = 0; k < keys.size(); ++k) md_ << "---:|";
  md_ << "\n";
  const int64_t tail = std::max<int64_t>(1, in_.cfg.loop.iterations / 3);
  for (const std::string& arm : in_.cfg.loop.arms) {
    md_ << "| " << arm << " |";
    json arm_json = json::object();
    for (const std::string& k : keys) {
      std::vector<double> finals;
      std::vector<std::vector<double>> per_iter(static_cast<size_t>(in_.cfg.loop.iterations));
      for (const RunResult& r : in_.results) {
        if (r.arm != arm) continue;
        double s = 0;
        for (int64_t i = in_.cfg.loop.iterations - tail; i < in_.cfg.loop.iterations; ++i) {
          s += r.iterations[static_cast<size_t>(i)][k].get<double>();
        }
        finals.push_back(s / static_cast<double>(tail));
        for (int64_t i = 0; i < in_.cfg.loop.iterations; ++i) {
          per_iter[static_cast<size_t>(i)].push_back(
              r.iterations[static_cast<size_t>(i)][k].get<double>());
        }
      }
      auto stats = [](const std::vector<double>& v) {
        const Stat st = Summarise(v);
        return std::pair<double, double>(st.mean, std::isfinite(st.ci) ? st.ci : 0.0);
      };
      const auto [mean, ci] = stats(finals);
      char buf[64];
      std::snprintf(buf, sizeof buf, " %.3f ± %.3f |", mean, ci);
      md_ << buf;
      arm_json[k] = {{"mean", mean}, {"ci95", ci}, {"per_seed", finals}};
      PlotSeries& ser = curves_[k][arm];
      ser.name = arm;
      for (int64_t i = 0; i < in_.cfg.loop.iterations; ++i) {
        const auto [mi, ci_i] = stats(per_iter[static_cast<size_t>(i)]);
        ser.x.push_back(static_cast<double>(i + 1));
        ser.y.push_back(mi);
        ser.lo.push_back(mi - ci_i);
        ser.hi.push_back(mi + ci_i);
      }
    }
    summary_["arms"][arm] = arm_json;
    md_ << "\n";
  }
}

// The pipeline: where the time went, summed over each run's iterations.
void LoopReport::Pipeline() {
  md_ << "\nPipeline (sampler " << in_.cfg.loop.pipeline_depth
      << " batch(es) ahead of the learner; shares of each run's wall time, mean over seeds; "
         "sandbox runs summed over seeds):\n\n"
      << "| arm | wall s/iteration | learner busy | learner idle | sandbox pool utilization | "
         "sandbox runs (cache answers) | policy lag |\n|---|---:|---:|---:|---:|---:|---:|\n";
  for (const std::string& arm : in_.cfg.loop.arms) {
    Mean wall, busy, idle, util, lag;
    int64_t runs = 0, hits = 0;
    for (const RunResult& r : in_.results) {
      if (r.arm != arm) continue;
      double w = 0, learn = 0, wait = 0, sandbox_s = 0, lags = 0;
      for (const json& m : r.iterations) {
        w += m["iteration_s"].get<double>();
        learn += m["learner_s"].get<double>();
        wait += m["learner_idle_s"].get<double>();
        sandbox_s += m["sandbox_busy_s"].get<double>();
        lags += m["policy_lag"].get<double>();
        runs += m["sandbox_runs"].get<int64_t>();
        hits += m["cache_hits"].get<int64_t>();
      }
      const double n = static_cast<double>(std::max<size_t>(1, r.iterations.size()));
      wall.Add(w / n);
      busy.Add(learn / std::max(1e-9, w));
      idle.Add(wait / std::max(1e-9, w));
      util.Add(sandbox_s / (std::max(1, in_.pool_workers) * std::max(1e-9, w)));
      lag.Add(lags / n);
    }
    char buf[256];
    std::snprintf(buf, sizeof buf,
                  "| %s | %.3f | %.1f%% | %.1f%% | %.1f%% | %lld (%lld) | %.2f |\n", arm.c_str(),
                  wall.Get(), 100 * busy.Get(), 100 * idle.Get(), 100 * util.Get(),
                  static_cast<long long>(runs), static_cast<long long>(hits), lag.Get());
    md_ << buf;
    summary_["pipeline"][arm] = {{"wall_s_per_iteration", wall.Get()},
                                 {"learner_busy_share", busy.Get()},
                                 {"learner_idle_share", idle.Get()},
                                 {"pool_utilization", util.Get()},
                                 {"sandbox_runs", runs},
                                 {"cache_hits", hits},
                                 {"policy_lag", lag.Get()}};
  }
}

// Per arm, what was submitted (honest candidates, or which cheats), summed over iterations and
// seeds from an iteration metric; runs recorded before the metric existed count nothing.
void LoopReport::BySubmission(const char* what, const char* metric, const char* summary_key) {
  md_ << "\nSubmissions that " << what << ", by what was submitted (all iterations and seeds):\n\n";
  md_ << "| arm | submissions |\n|---|---|\n";
  for (const std::string& arm : in_.cfg.loop.arms) {
    std::map<std::string, int64_t> counts;
    for (const RunResult& r : in_.results) {
      if (r.arm != arm) continue;
      for (const json& m : r.iterations) {
        auto it = m.find(metric);
        if (it == m.end()) continue;
        for (const auto& [kind, n] : it->items()) counts[kind] += n.get<int64_t>();
      }
    }
    std::vector<std::pair<int64_t, std::string>> order;
    for (const auto& [kind, n] : counts) order.emplace_back(-n, kind);
    std::sort(order.begin(), order.end());
    md_ << "| " << arm << " |";
    for (size_t i = 0; i < order.size(); ++i) {
      md_ << (i ? ", " : " ") << order[i].second << " " << -order[i].first;
    }
    md_ << " |\n";
    summary_[summary_key][arm] = counts;
  }
}

// When each alarm first fired, per run (iterations counted from 1).
void LoopReport::FirstAlarms() {
  md_ << "\nAlarms, first iteration each fired (reward: training reward rising over "
      << kAlarmWindow << " iterations while the held-out pass rate does not; gap: tests pass minus "
      << "held-out pass above " << in_.cfg.loop.gap_alarm << ", mean of " << kAlarmWindow
      << " iterations):\n\n| run | reward alarm | gap alarm |\n|---|---:|---:|\n";
  summary_["alarms"] = json::object();
  for (const RunResult& r : in_.results) {
    const std::string run = r.arm + "-seed" + std::to_string(r.seed);
    json first = {{"reward", nullptr}, {"gap", nullptr}};
    for (const json& m : r.iterations) {
      const int at = m["iteration"].get<int>() + 1;
      if (first["reward"].is_null() && m["alarm"].get<bool>()) first["reward"] = at;
      if (first["gap"].is_null() && m.value("gap_alarm", false)) first["gap"] = at;
    }
    auto cell = [](const json& v) { return v.is_null() ? std::string("-") : v.dump(); };
    md_ << "| " << run << " | " << cell(first["reward"]) << " | " << cell(first["gap"]) << " |\n";
    summary_["alarms"][run] = first;
  }
}

Status LoopReport::Plots() {
  for (const auto& [k, by_arm] : curves_) {
    std::vector<PlotSeries> series;
    for (const auto& [arm, s] : by_arm) series.push_back(s);
    if (Status st = WritePlot(in_.dir + "/" + k,
                              LinePlotSvg({k + " per iteration (mean and 95% band over seeds)",
                                           "iteration", k, false, 900, 560},
                                          series));
        !st.ok()) {
      return st;
    }
    md_ << "\n![" << k << "](" << k << ".svg)\n";
  }
  // Cheat verdicts per iteration by the stage that gave them (what each stage catches, over
  // time).
  std::vector<PlotSeries> series;
  for (const std::string& arm : in_.cfg.loop.arms) {
    for (const char* stage : {"rule", "judge"}) {
      PlotSeries ser;
      ser.name = arm + " " + stage;
      for (int64_t i = 0; i < in_.cfg.loop.iterations; ++i) {
        std::vector<double> v;
        for (const RunResult& r : in_.results) {
          if (r.arm == arm) {
            v.push_back(r.iterations[static_cast<size_t>(i)]["hits_by_stage"][stage].get<double>());
          }
        }
        const Stat st = Summarise(v);
        const double ci = std::isfinite(st.ci) ? st.ci : 0.0;
        ser.x.push_back(static_cast<double>(i + 1));
        ser.y.push_back(st.mean);
        ser.lo.push_back(st.mean - ci);
        ser.hi.push_back(st.mean + ci);
      }
      series.push_back(std::move(ser));
    }
  }
  if (Status st = WritePlot(in_.dir + "/hits_by_stage",
                            LinePlotSvg({"cheat verdicts per iteration by stage (mean and 95% "
                                         "band over seeds)",
                                         "iteration", "episodes judged cheating", false, 900, 560},
                                        series));
      !st.ok()) {
    return st;
  }
  md_ << "\n![hits_by_stage](hits_by_stage.svg)\n";
  return Status::Ok();
}

Status LoopReport::Write(std::ostream& out) {
  FinalValues();
  Pipeline();
  BySubmission("passed the held-out tests", "heldout_passes_by_kind", "heldout_passes");
  // What anti-hack let through: with it off, every passing submission; with it on, what paid.
  BySubmission("earned a reward", "rewarded_by_kind", "rewarded");
  FirstAlarms();
  md_ << "\nPer-iteration metrics: `<arm>-seed<k>/metrics.jsonl`; every trajectory, sandbox "
         "result, audit event and verdict: `store.sqlite` (`agentrl store runs --db`).\n";
  if (Status st = Plots(); !st.ok()) return st;
  if (Status st = WriteFileAtomic(in_.dir + "/summary.json", summary_.dump(2) + "\n"); !st.ok()) {
    return st;
  }
  if (Status st = WriteFileAtomic(in_.dir + "/report.md", md_.str()); !st.ok()) return st;
  out << md_.str() << "\nwritten to " << in_.dir << "/\n";
  return Status::Ok();
}

}  // namespace agentrl::harness::loop
