#include "agentrl/harness/sim_ceiling.h"

#include <cstdio>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <vector>

#include "agentrl/core/files.h"
#include "agentrl/core/parallel.h"
#include "agentrl/core/seed.h"
#include "agentrl/harness/plot.h"
#include "agentrl/harness/train_job.h"
#include "agentrl/sim/ground_truth.h"

namespace agentrl::harness {
namespace {

using nlohmann::json;

std::string F3(double v) {
  char b[32];
  std::snprintf(b, sizeof b, "%.3f", v);
  return b;
}

// A task's optimum: J*, and whether guessing at once is already optimal (no policy can expect
// to finish it within the token budget often enough to beat the guess).
struct Optimum {
  double j = NAN;
  bool guess_optimal = false;
};

// The optimum of every distinct (tier, K) among `tasks`, in parallel; NaN where the state space
// is too large to solve exactly.
std::map<std::pair<int, int64_t>, Optimum> Optima(const sim::CodeAgentEnv& env,
                                                  const std::vector<sim::Task>& tasks,
                                                  int threads) {
  std::map<std::pair<int, int64_t>, Optimum> j;
  for (const sim::Task& t : tasks) j[{static_cast<int>(t.tier), t.work}] = {};
  std::vector<std::pair<int, int64_t>> keys;
  for (const auto& [k, v] : j) keys.push_back(k);
  std::vector<Optimum> vals(keys.size());
  ParallelFor(keys.size(), threads, [&](size_t lo, size_t hi) {
    for (size_t i = lo; i < hi; ++i) {
      const sim::Task t{static_cast<sim::Tier>(keys[i].first), keys[i].second};
      if (sim::TaskValues::NumStates(env, t) > static_cast<size_t>(env.config().max_exact_states)) {
        continue;
      }
      const sim::TaskValues best = sim::TaskValues::Optimal(env, t);
      vals[i] = {best.J(), best.Q(sim::State{}, sim::Action::kGuess) >= best.J() - 1e-12};
    }
  });
  for (size_t i = 0; i < keys.size(); ++i) j[keys[i]] = vals[i];
  return j;
}

}  // namespace

Status RunSimCeiling(const ExperimentConfig& cfg, int64_t draws, std::ostream& out) {
  if (draws < 1) return Status::InvalidInput("--draws: accepted: a positive number of tasks");
  const auto prepared = PrepareRunDirectory(cfg);
  if (!prepared.ok()) return prepared.status();
  const std::string& dir = *prepared;
  const sim::CodeAgentEnv env(cfg.sim);
  const int threads = ResolveThreads(static_cast<int>(cfg.run.threads));

  // The task distribution, and the training job's evaluation draws.
  const uint64_t key = SeedTree(static_cast<uint64_t>(cfg.run.seed)).Derive("ceiling").key();
  std::vector<sim::Task> tasks;
  for (int64_t i = 0; i < draws; ++i) {
    CounterRng rng(key, static_cast<uint64_t>(i));
    const double u = rng.Uniform();
    tasks.push_back(env.DrawTask(u, rng.Normal()));
  }
  const auto eval = EvalTasks(env, cfg.train.eval_tasks);
  std::vector<sim::Task> all = tasks;
  for (const auto& [t, n] : eval) all.push_back(t);
  const auto optima = Optima(env, all, threads);

  // Per tier: share of draws, mean K, mean J*, share of draws with J* < 1/2, and the smallest
  // K at which J* falls below 1/2.
  json tiers = json::array(), by_work = json::array();
  std::ostringstream table;
  table << "| tier | share of draws | mean K | mean J* | draws with J* < 0.5 | J* < 0.5 from K = "
           "| draws where guessing at once is optimal |\n"
        << "|---|---:|---:|---:|---:|---:|---:|\n";
  double total_j = 0;
  int64_t total_n = 0, skipped = 0;
  std::vector<PlotSeries> series;
  for (int tier = 0; tier < 3; ++tier) {
    int64_t n = 0, below = 0, guess = 0;
    double sum_k = 0, sum_j = 0;
    for (const sim::Task& t : tasks) {
      if (static_cast<int>(t.tier) != tier) continue;
      const Optimum& o = optima.at({tier, t.work});
      if (std::isnan(o.j)) {
        ++skipped;
        continue;
      }
      ++n;
      sum_k += static_cast<double>(t.work);
      sum_j += o.j;
      below += o.j < 0.5 ? 1 : 0;
      guess += o.guess_optimal ? 1 : 0;
    }
    PlotSeries s;
    s.name = sim::TierName(static_cast<sim::Tier>(tier));
    int64_t k_half = -1;
    for (const auto& [k, o] : optima) {
      if (k.first != tier || std::isnan(o.j)) continue;
      s.x.push_back(static_cast<double>(k.second));
      s.y.push_back(o.j);
      if (k_half < 0 && o.j < 0.5) k_half = k.second;
      by_work.push_back({{"tier", s.name},
                         {"work", k.second},
                         {"j_star", o.j},
                         {"guess_at_once_optimal", o.guess_optimal}});
    }
    series.push_back(s);
    total_j += sum_j;
    total_n += n;
    const double dn = static_cast<double>(std::max<int64_t>(n, 1));
    tiers.push_back({{"tier", s.name},
                     {"draws", n},
                     {"share", static_cast<double>(n) / static_cast<double>(draws)},
                     {"mean_work", sum_k / dn},
                     {"mean_j_star", sum_j / dn},
                     {"share_j_star_below_half", static_cast<double>(below) / dn},
                     {"work_where_j_star_below_half", k_half < 0 ? json() : json(k_half)},
                     {"share_guess_at_once_optimal", static_cast<double>(guess) / dn}});
    table << "| " << s.name << " | " << F3(static_cast<double>(n) / static_cast<double>(draws))
          << " | " << F3(sum_k / dn) << " | " << F3(sum_j / dn) << " | "
          << F3(static_cast<double>(below) / dn) << " | "
          << (k_half < 0 ? std::string("–") : std::to_string(k_half)) << " | "
          << F3(static_cast<double>(guess) / dn) << " |\n";
  }
  double eval_j = 0, eval_n = 0;
  for (const auto& [t, n] : eval) {
    const double j = optima.at({static_cast<int>(t.tier), t.work}).j;
    if (std::isnan(j)) continue;
    eval_j += j * n;
    eval_n += n;
  }
  const double overall = total_n ? total_j / static_cast<double>(total_n) : NAN;
  const double eval_ceiling = eval_n > 0 ? eval_j / eval_n : NAN;
  const json summary = {{"draws", draws},
                        {"seed", cfg.run.seed},
                        {"skipped_too_large", skipped},
                        {"mean_j_star", overall},
                        {"eval_tasks", cfg.train.eval_tasks},
                        {"eval_j_star", eval_ceiling},
                        {"tiers", tiers},
                        {"by_work", by_work}};
  if (Status st = WriteFileAtomic(dir + "/ceiling.json", summary.dump(2) + "\n"); !st.ok()) {
    return st;
  }
  PlotSpec ps{"Best achievable J by units of work", "units of work K", "J* (optimal policy)"};
  ps.y_from_zero = true;
  if (Status st = WritePlot(dir + "/ceiling_vs_work", LinePlotSvg(ps, series)); !st.ok()) {
    return st;
  }
  std::ostringstream md;
  md << "# The simulator's ceiling: " << cfg.run.name << "\n\n"
     << "J* is the expected return of the optimal policy (Bellman optimality over the task's "
        "exact state space; it sees the whole state, K included). Over "
     << draws << " task draws (seed " << cfg.run.seed << "), mean J* = " << F3(overall)
     << (skipped ? "; " + std::to_string(skipped) + " draws too large to solve exactly left out"
                 : std::string())
     << ". On the training job's " << cfg.train.eval_tasks
     << " fixed evaluation tasks (whose J a run reports as final J): J* = " << F3(eval_ceiling)
     << ".\n\n"
     << table.str()
     << "\nA task is out of reach when its expected work does not fit the token budget ("
     << cfg.sim.token_budget
     << " tokens): then no policy beats guessing at once (p_guess = " << cfg.sim.p_guess
     << "), which is where J* levels off in the plot.\n\n"
     << "![J* by units of work](ceiling_vs_work.png)\n\n"
     << "Files: `ceiling.json` (per tier, and J* for every (tier, K) drawn), `config.toml`.\n";
  if (Status st = WriteFileAtomic(dir + "/report.md", md.str()); !st.ok()) return st;
  out << md.str() << "\nResults: " << dir << "/\n";
  return Status::Ok();
}

}  // namespace agentrl::harness
