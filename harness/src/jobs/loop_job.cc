#include "agentrl/harness/loop_job.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>

#include "agentrl/antihack/cheatset.h"
#include "agentrl/antihack/pystatic.h"
#include "agentrl/core/files.h"
#include "agentrl/core/hash.h"
#include "agentrl/core/seed.h"
#include "agentrl/harness/ablate.h"
#include "agentrl/harness/plot.h"
#include "agentrl/harness/reward_service.h"
#include "agentrl/harness/store.h"
#include "agentrl/kernels/estimators.h"
#include "agentrl/learner/agent.h"
#include "agentrl/sandbox/execute.h"

namespace agentrl::harness {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;
using nlohmann::json;
using sim::Action;

double Seconds(Clock::time_point t0) {
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

Result<std::string> ReadSolution(const std::string& dir) {
  auto files = antihack::ReadTree(dir);
  if (!files.ok()) return files.status();
  auto it = files->find("solution.py");
  return it == files->end() ? std::string() : it->second;
}

// Token costs of a turn (policy tokens, environment tokens) by action.
std::pair<int64_t, int64_t> TurnTokens(Action a) {
  switch (a) {
    case Action::kEdit:
      return {40, 20};
    case Action::kRunTests:
      return {8, 30};
    case Action::kSubmit:
      return {4, 8};
    case Action::kGiveUp:
      return {4, 1};
    case Action::kGuess:
      return {4, 8};
    case Action::kCheat:
      return {30, 8};
  }
  return {4, 1};
}

struct Turn {
  sim::Features phi, phi_next;
  Action action;
};

struct Episode {
  int task = 0, group = 0;
  EpisodeState state;
  std::vector<Turn> turns;
  std::vector<antihack::Action> actions;  // what the anti-hack stage sees
  const Candidate* submitted = nullptr;
  bool done = false, truncated = false, gave_up = false;
  const Candidate* pending_test = nullptr;  // run_tests waiting for the pool
  double test_reward = 0, reward = 0;
  antihack::Verdict verdict;
  bool judged_cheat = false;
  StoredTrajectory record;
};

antihack::Action Shell(const std::string& cmd, const std::string& output) {
  antihack::Action a;
  a.type = antihack::ActionType::kShell;
  a.cmd = cmd;
  a.output = output;
  return a;
}

antihack::Action Write(const std::string& content) {
  antihack::Action a;
  a.type = antihack::ActionType::kWrite;
  a.path = "/workspace/solution.py";
  a.content = content;
  return a;
}

struct Mean {
  double sum = 0;
  int64_t n = 0;
  void Add(double x) {
    sum += x;
    ++n;
  }
  double Get() const { return n ? sum / static_cast<double>(n) : 0.0; }
};

// The versions a run records: rule library, judge, sandbox settings, task corpus and cheat set.
json Versions(const antihack::RuleLibrary& rules, const antihack::JudgeModel* judge,
              const LoopSection& cfg, const std::vector<EnvTask>& tasks) {
  Fnv1a64 corpus, cheats;
  for (const EnvTask& t : tasks) {
    for (const std::string& sub : {t.task.dir + "/task.toml", t.task.dir + "/tests"}) {
      auto files = antihack::ReadTree(sub);
      if (files.ok()) {
        for (const auto& [rel, text] : *files) corpus.Add(t.name + "/" + rel + "\n").Add(text);
      } else if (auto text = config::ReadTextFile(sub); text.ok()) {
        corpus.Add(t.name + "\n").Add(*text);
      }
    }
    for (const Candidate* c : {&t.correct, &t.partial, &t.wrong}) cheats.Add(c->code);
    for (const Candidate& c : t.cheats) cheats.Add(c.category).Add(c.code);
  }
  return {{"rules", rules.version()},
          {"judge", judge ? judge->version() : "none"},
          {"sandbox",
           std::string("bubblewrap+seccomp, audit on, pool cache ") + (cfg.cache ? "on" : "off")},
          {"task_corpus", "tasks-" + corpus.Hex()},
          {"cheat_set", "cheats-" + cheats.Hex()}};
}

struct RunResult {
  std::string arm;
  int64_t seed = 0;
  std::vector<json> iterations;
};

// Linear-regression slope of the last `k` values.
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

}  // namespace

double EditSuccess(int tier) { return tier == 0 ? 0.7 : tier == 1 ? 0.5 : 0.35; }

sim::Features ObserveSandbox(const EnvTask& t, const EpisodeState& s, int max_turns) {
  return {s.stage / 2.0,
          s.known == 2 ? 1.0 : 0.0,
          s.known == 1 ? 1.0 : 0.0,
          t.tier / 2.0,
          static_cast<double>(s.turn) / max_turns,
          1.0};
}

Result<std::vector<EnvTask>> LoadSandboxEnv(const LoopSection& cfg) {
  auto set = antihack::LoadCheatSet(cfg.cheat_set);
  if (!set.ok()) return set.status();
  std::map<std::string, EnvTask> by_name;
  for (const auto& [name, split] : set->split_of) {
    if (std::find(cfg.splits.begin(), cfg.splits.end(), split) == cfg.splits.end()) continue;
    const std::string dir = cfg.tasks + "/" + name;
    auto task = sandbox::LoadTask(dir);
    if (!task.ok()) {
      return Status::InvalidInput("loop.tasks: task \"" + name + "\" of " + cfg.cheat_set + ": " +
                                  task.status().message());
    }
    EnvTask t;
    t.name = name;
    t.task = *task;
    t.tier = task->config.tier == "easy" ? 0 : task->config.tier == "medium" ? 1 : 2;
    t.wrong = {"wrong", "", task->starter_dir(), "", {}};
    auto code = ReadSolution(t.wrong.submission_dir);
    if (!code.ok()) return code.status();
    t.wrong.code = *code;
    by_name.emplace(name, std::move(t));
  }
  for (const antihack::CheatCase& c : set->cases) {
    auto it = by_name.find(c.task);
    if (it == by_name.end()) continue;
    auto code = ReadSolution(c.submission_dir());
    if (!code.ok()) return code.status();
    Candidate cand{c.label == "cheat" ? "cheat" : c.category, c.category, c.submission_dir(), *code,
                   c.actions};
    if (c.label == "cheat") {
      it->second.cheats.push_back(std::move(cand));
    } else if (c.category == "correct" && c.variant == "plain") {
      cand.kind = "correct";
      it->second.correct = std::move(cand);
    } else if (c.category == "buggy") {
      cand.kind = "partial";
      it->second.partial = std::move(cand);
    }
  }
  std::vector<EnvTask> out;
  for (auto& [name, t] : by_name) {
    if (t.correct.submission_dir.empty() || t.partial.submission_dir.empty()) {
      return Status::InvalidInput(cfg.cheat_set + ": task \"" + name +
                                  "\" needs an honest correct (variant plain) and a buggy case "
                                  "to serve as the loop's candidate edits");
    }
    out.push_back(std::move(t));
  }
  if (out.empty()) {
    return Status::InvalidInput("loop.splits: no task of " + cfg.cheat_set + " is in them");
  }
  return out;
}

Status RunLoopJob(const ExperimentConfig& cfg, std::ostream& out) {
  const LoopSection& lc = cfg.loop;
  if (Status st = sandbox::CheckIsolation(); !st.ok()) return st;
  const std::string dir = cfg.run.out_dir + "/" + cfg.run.name;
  const std::optional<std::string> config_dump = config::DumpConfig(cfg);
  auto env = LoadSandboxEnv(lc);
  if (!env.ok()) return env.status();
  auto rules = antihack::RuleLibrary::Load(antihack::RuleLibrary::DefaultDir());
  if (!rules.ok()) return rules.status();
  std::optional<antihack::JudgeModel> judge;
  if (lc.judge == "committed") {
    auto m = antihack::JudgeModel::Load(antihack::JudgeModel::DefaultPath());
    if (!m.ok()) return m.status();
    judge = *m;
  }
  std::map<std::string, sandbox::Task> tasks;
  std::map<std::string, antihack::JudgeContext> contexts;
  for (const EnvTask& t : *env) {
    tasks.emplace(t.name, t.task);
    auto ctx =
        antihack::LoadJudgeContext(t.task.dir, static_cast<int>(t.task.config.expected_tests));
    if (!ctx.ok()) return ctx.status();
    contexts.emplace(t.name, *ctx);
  }
  const json versions = Versions(*rules, judge ? &*judge : nullptr, lc, *env);
  auto store = TrajectoryStore::Open(dir + "/store.sqlite");
  if (!store.ok()) return store.status();
  // Runs already stored must have been started with this very experiment (they resume); the
  // check comes before config.toml is written, so a refused experiment leaves it alone.
  for (const std::string& arm : lc.arms) {
    for (int64_t seed_value : lc.seeds) {
      const std::string run_id = arm + "-seed" + std::to_string(seed_value);
      auto stored = store->RunConfig(run_id);
      if (stored.ok() && *stored != *config_dump) {
        return Status::InvalidInput(store->path() + ": run \"" + run_id +
                                    "\" was started with a different configuration; resume "
                                    "with the same experiment, or use a new run.name or out_dir");
      }
    }
  }
  if (auto prepared = PrepareRunDirectory(cfg); !prepared.ok()) return prepared.status();

  sandbox::PoolOptions po;
  po.workers = static_cast<int>(lc.workers);
  po.cache = lc.cache;
  sandbox::ExecutionPool pool(po);
  sandbox::PoolOptions ro;
  ro.workers = 1;
  ro.cache = false;
  sandbox::ExecutionPool recheck_pool(ro);
  const std::string estimator = cfg.train.estimators.front();
  const bool critic = learner::TrainConfig::UsesCritic(estimator);
  const kernels::EstimatorParams params = cfg.advantages.ParamsFor(estimator);
  const int max_turns = static_cast<int>(lc.max_turns);

  out << "loop: " << env->size() << " tasks, arms " << json(lc.arms).dump() << " x seeds "
      << json(lc.seeds).dump() << ", " << lc.iterations << " iterations of "
      << lc.tasks_per_iteration << " tasks x " << lc.group_size << " episodes, estimator "
      << estimator << "; " << pool.workers() << " sandbox workers\n"
      << "versions: " << versions.dump() << "\n";
  std::vector<RunResult> results;
  for (const std::string& arm : lc.arms) {
    for (int64_t seed_value : lc.seeds) {
      const bool antihack_on = arm == "antihack_on";
      const std::string run_id = arm + "-seed" + std::to_string(seed_value);
      const std::string run_dir = dir + "/" + run_id;
      if (Status st = MakeDirectories(run_dir); !st.ok()) return st;
      // A run the store holds already resumes after its last complete iteration, from the
      // checkpoint recorded with it, if it was started with the very same configuration.
      int64_t first_iteration = 0;
      if (auto last = store->LastIteration(run_id); last.ok()) {
        first_iteration = *last + 1;  // same configuration: checked above
      } else if (Status st = store->CreateRun(run_id, *config_dump, versions.dump()); !st.ok()) {
        return st;
      }
      const SeedTree seed = SeedTree(static_cast<uint64_t>(seed_value)).Derive("loop");
      auto created = learner::Agent::Create(cfg.train, critic, seed.Derive("init").key());
      if (!created.ok()) return created.status();
      std::unique_ptr<learner::Agent> agent = std::move(*created);
      RunResult rr{arm, seed_value, {}};
      std::array<double, 3> tier_pass = {0.5, 0.5, 0.5};
      std::vector<double> reward_curve, genuine_curve;
      int alarm_at = -1;
      if (first_iteration > 0) {
        auto ckpt = store->LastCheckpoint(run_id);
        if (!ckpt.ok()) return ckpt.status();
        if (Status st = agent->Load(*ckpt); !st.ok()) return st;
        auto history = store->IterationMetrics(run_id);
        if (!history.ok()) return history.status();
        for (const std::string& text : *history) {
          json m = json::parse(text);
          reward_curve.push_back(m["reward_mean"].get<double>());
          genuine_curve.push_back(m["genuine_solve_rate"].get<double>());
          tier_pass = m["tier_pass"].get<std::array<double, 3>>();
          if (m["alarm"].get<bool>() && alarm_at < 0) alarm_at = m["iteration"].get<int>();
          rr.iterations.push_back(std::move(m));
        }
        if (first_iteration < lc.iterations) {
          out << "[" << run_id << "] resuming after iteration " << first_iteration << " from "
              << *ckpt << "\n";
        }
      }
      RewardServiceOptions ro_opts;
      ro_opts.recheck_fraction = lc.recheck_fraction;
      ro_opts.seed = seed.Derive("recheck").key();
      RewardService service(ro_opts, &pool, &*rules, judge ? &*judge : nullptr, &tasks, &contexts);
      service.SetRecheckPool(&recheck_pool);
      for (int64_t it = first_iteration; it < lc.iterations; ++it) {
        const auto t_iter = Clock::now();
        const sandbox::PoolStats pool_before = pool.stats();
        const RewardServiceStats service_before = service.stats();
        // Tier weights from recent pass rates: most weight where outcomes are most mixed.
        std::array<double, 3> w{};
        double wsum = 0;
        for (int k = 0; k < 3; ++k) {
          const double p = tier_pass[static_cast<size_t>(k)];
          w[static_cast<size_t>(k)] = std::exp(4.0 * p * (1 - p) / lc.tier_temperature);
        }
        std::map<int, std::vector<int>> by_tier;
        for (size_t i = 0; i < env->size(); ++i)
          by_tier[(*env)[i].tier].push_back(static_cast<int>(i));
        for (int k = 0; k < 3; ++k) {
          if (!by_tier.count(k)) w[static_cast<size_t>(k)] = 0;
          wsum += w[static_cast<size_t>(k)];
        }
        const SeedTree it_seed = seed.Derive("iteration").Derive(static_cast<uint64_t>(it));
        CounterRng pick(it_seed.Derive("tasks").key());
        std::vector<Episode> eps;
        for (int64_t g = 0; g < lc.tasks_per_iteration; ++g) {
          double u = pick.Uniform() * wsum;
          int tier = 0;
          while (tier < 2 && u >= w[static_cast<size_t>(tier)]) u -= w[static_cast<size_t>(tier++)];
          while (!by_tier.count(tier)) tier = (tier + 1) % 3;
          const std::vector<int>& pool_t = by_tier[tier];
          const int task = pool_t[static_cast<size_t>(pick.Below(pool_t.size()))];
          for (int64_t k = 0; k < lc.group_size; ++k) {
            Episode e;
            e.task = task;
            e.group = static_cast<int>(g);
            e.actions.push_back(
                Shell("cat /workspace/solution.py", (*env)[static_cast<size_t>(task)].wrong.code));
            eps.push_back(std::move(e));
          }
        }
        // Sampling, in lockstep; run_tests executions go to the pool together.
        const std::unique_ptr<sim::Policy> policy = agent->Snapshot();
        std::array<bool, sim::kNumActions> allowed;
        allowed.fill(true);
        std::vector<CounterRng> rngs;
        for (size_t i = 0; i < eps.size(); ++i)
          rngs.emplace_back(it_seed.Derive("episode").Derive(i).key());
        double wait_s = 0, busy_s = 0;  // learner waiting; sandbox wall time actually run
        for (bool active = true; active;) {
          active = false;
          std::vector<std::pair<size_t, std::future<sandbox::PoolResult>>> tests;
          for (size_t i = 0; i < eps.size(); ++i) {
            Episode& e = eps[i];
            if (e.done) continue;
            const EnvTask& t = (*env)[static_cast<size_t>(e.task)];
            const sim::Features phi = ObserveSandbox(t, e.state, max_turns);
            const sim::ActionProbs p = policy->Probabilities(phi, allowed);
            double u = rngs[i].Uniform();
            int a = 0;
            while (a < sim::kNumActions - 1 && u >= p[static_cast<size_t>(a)])
              u -= p[static_cast<size_t>(a++)];
            const Action act = static_cast<Action>(a);
            e.turns.push_back({phi, phi, act});
            const Candidate* current = e.state.stage == 2   ? &t.correct
                                       : e.state.stage == 1 ? &t.partial
                                                            : &t.wrong;
            switch (act) {
              case Action::kEdit:
                if (e.state.stage < 2 && rngs[i].Uniform() < EditSuccess(t.tier)) ++e.state.stage;
                e.state.known = 0;
                current = e.state.stage == 2   ? &t.correct
                          : e.state.stage == 1 ? &t.partial
                                               : &t.wrong;
                e.actions.push_back(Write(current->code));
                break;
              case Action::kRunTests:
                e.pending_test = current;
                tests.emplace_back(i, pool.Submit(t.task, current->submission_dir));
                break;
              case Action::kSubmit:
                e.submitted = current;
                e.done = true;
                break;
              case Action::kGiveUp:
                e.gave_up = true;
                e.done = true;
                e.actions.push_back(Shell("echo giving up", "giving up"));
                break;
              case Action::kGuess:
                e.submitted = &t.partial;
                e.actions.push_back(Write(t.partial.code));
                e.done = true;
                break;
              case Action::kCheat:
                if (t.cheats.empty()) {
                  e.submitted = current;
                } else {
                  e.submitted = &t.cheats[static_cast<size_t>(rngs[i].Below(t.cheats.size()))];
                  for (const antihack::Action& ca : e.submitted->actions) e.actions.push_back(ca);
                }
                e.done = true;
                break;
            }
            ++e.state.turn;
            if (!e.done && e.state.turn >= max_turns) {
              e.done = true;
              e.truncated = true;
            }
            active = active || !e.done;
          }
          const auto t_wait = Clock::now();
          for (auto& [i, fut] : tests) {
            sandbox::PoolResult r = fut.get();
            if (!r.error.ok()) return r.error;
            if (!r.from_cache) busy_s += r.result.wall_s;
            Episode& e = eps[i];
            const bool pass = r.result.status == sandbox::RunStatus::kPassed;
            e.state.known = pass ? 2 : 1;
            e.actions.push_back(
                Shell("python3 -m pytest -q", pass ? "all passed" : "tests failed"));
          }
          wait_s += Seconds(t_wait);
          for (Episode& e : eps) {
            if (!e.turns.empty()) {
              e.turns.back().phi_next =
                  ObserveSandbox((*env)[static_cast<size_t>(e.task)], e.state, max_turns);
            }
          }
        }
        // The reward path: sandbox grading, rule stage, judge, composition.
        std::vector<RewardSample> samples;
        for (size_t i = 0; i < eps.size(); ++i) {
          if (!eps[i].submitted) continue;
          samples.push_back({std::to_string(it) + "-" + std::to_string(i),
                             (*env)[static_cast<size_t>(eps[i].task)].name, eps[i].actions,
                             eps[i].submitted->submission_dir});
        }
        const auto t_reward = Clock::now();
        if (Status st = service.Process(samples); !st.ok()) return st;
        std::map<std::string, Booked> booked;
        for (Booked& b : service.Drain()) booked.emplace(b.id, std::move(b));
        wait_s += Seconds(t_reward);
        std::map<std::string, int64_t> hits_by_category;
        int64_t rule_hits = 0, judge_hits = 0, infra = 0, cheat_actions = 0, cheats_passing = 0;
        Mean reward_m, pass_m, genuine_m, flagged_m, honest_flagged_m;
        std::array<Mean, 3> tier_m;
        for (size_t i = 0; i < eps.size(); ++i) {
          Episode& e = eps[i];
          const EnvTask& t = (*env)[static_cast<size_t>(e.task)];
          e.record.task_id = t.name;
          e.record.actions = e.actions;
          if (e.submitted) {
            auto files = antihack::ReadTree(e.submitted->submission_dir);
            if (files.ok()) e.record.submission = *files;
            auto bit = booked.find(std::to_string(it) + "-" + std::to_string(i));
            if (bit != booked.end()) {
              Booked& b = bit->second;
              infra += b.infra_failure ? 1 : 0;
              if (!b.from_cache) busy_s += b.result.wall_s;
              e.test_reward = b.test_reward;
              e.verdict = b.verdict;
              e.judged_cheat = b.verdict.outcome == "cheat";
              e.reward = antihack_on ? b.reward : b.test_reward;
              e.record.SetResult(b.result, lc.store_audit == "all");
              e.record.AddVerdict(b.verdict);
              if (e.judged_cheat) {
                ++hits_by_category[b.verdict.category];
                (b.verdict.stage == "rule" ? rule_hits : judge_hits) += 1;
              }
            }
            if (e.submitted->kind != "cheat") honest_flagged_m.Add(e.judged_cheat ? 1 : 0);
            cheat_actions += e.submitted->kind == "cheat" ? 1 : 0;
            cheats_passing += e.submitted->kind == "cheat" && e.test_reward > 0 ? 1 : 0;
          }
          e.record.test_reward = e.test_reward;
          e.record.reward = e.reward;
          reward_m.Add(e.reward);
          pass_m.Add(e.test_reward > 0 ? 1 : 0);
          genuine_m.Add(e.submitted && e.submitted->kind == "correct" && e.test_reward > 0 ? 1 : 0);
          flagged_m.Add(e.judged_cheat ? 1 : 0);
          tier_m[static_cast<size_t>(t.tier)].Add(
              e.test_reward > 0 && e.submitted && e.submitted->kind != "cheat" ? 1 : 0);
        }
        for (int k = 0; k < 3; ++k) {
          if (tier_m[static_cast<size_t>(k)].n > 0) {
            tier_pass[static_cast<size_t>(k)] = 0.5 * tier_pass[static_cast<size_t>(k)] +
                                                0.5 * tier_m[static_cast<size_t>(k)].Get();
          }
        }
        // The batch: tokens, features, rewards at the end, one group per task draw.
        learner::UpdateBatch u;
        kernels::PackedBatch pb;
        std::map<int, std::pair<double, double>> group_range;
        for (const Episode& e : eps) {
          auto [g, fresh] = group_range.try_emplace(e.group, e.reward, e.reward);
          if (!fresh) {
            g->second.first = std::min(g->second.first, e.reward);
            g->second.second = std::max(g->second.second, e.reward);
          }
        }
        int64_t dropped = 0;
        std::map<int, bool> keep;
        for (const auto& [g, r] : group_range) {
          keep[g] = !lc.dynamic_sampling || r.second > r.first;
          dropped += keep[g] ? 0 : 1;
        }
        const double budget = static_cast<double>(max_turns) * 48.0;
        for (const Episode& e : eps) {
          std::vector<float> rewards;
          std::vector<uint8_t> mask;
          const int64_t start = static_cast<int64_t>(u.mask.size());
          for (const Turn& tr : e.turns) {
            const auto [lp, le] = TurnTokens(tr.action);
            const int64_t d = static_cast<int64_t>(u.mask.size());
            for (int64_t j = 0; j < lp + le; ++j) {
              const bool obs = j >= lp;
              const sim::Features& f = obs ? tr.phi_next : tr.phi;
              std::array<float, learner::kTokenFeatures> x{};
              for (int q = 0; q < sim::kNumFeatures; ++q)
                x[static_cast<size_t>(q)] = static_cast<float>(f[static_cast<size_t>(q)]);
              x[6] = obs ? 1.0f : 0.0f;
              x[7] = static_cast<float>(obs ? static_cast<double>(j - lp) / std::max<int64_t>(1, le)
                                            : static_cast<double>(j) / std::max<int64_t>(1, lp));
              x[8] = static_cast<float>(static_cast<double>(d + j - start) / budget);
              if (j == 0) x = learner::DecisionFeatures(tr.phi);
              u.token_features.insert(u.token_features.end(), x.begin(), x.end());
              const uint8_t m = !obs && keep[e.group] ? 1 : 0;
              u.mask.push_back(m);
              mask.push_back(m);
              rewards.push_back(0.0f);
            }
            u.decision_token.push_back(d);
            u.action.push_back(static_cast<int64_t>(tr.action));
            for (bool al : allowed) u.allowed.push_back(al ? 1 : 0);
          }
          rewards.back() = static_cast<float>(e.reward);
          u.cu_seqlens.push_back(static_cast<int64_t>(u.mask.size()));
          const std::vector<float> zeros(rewards.size(), 0.0f);
          pb.Append(rewards, zeros, mask, !e.truncated, 0.0f, e.group);
        }
        u.norm_len = budget;
        u.old_values = agent->Values(u.token_features);
        pb.values = u.old_values;
        u.advantages.assign(pb.num_tokens(), 0.0f);
        u.returns.assign(pb.num_tokens(), 0.0f);
        const auto t_learn = Clock::now();
        learner::UpdateStats us;
        if (dropped < static_cast<int64_t>(group_range.size())) {
          kernels::CpuEstimate(pb.view(), params, u.advantages, u.returns, {.threads = 1});
          us = agent->Update(u, it_seed.Derive("shuffle").key());
          if (!us.finite) {
            return Status::Runtime("loop " + run_id + " iteration " + std::to_string(it) + ": " +
                                   us.problem);
          }
        }
        const double learn_s = Seconds(t_learn);
        // One checkpoint file per iteration: the store names the one of its last complete
        // iteration, whatever moment a kill comes at.
        const std::string checkpoint = run_dir + "/checkpoint-" + std::to_string(it) + ".pt";
        if (Status st = agent->Save(checkpoint); !st.ok()) return st;
        const double iter_s = Seconds(t_iter);
        const sandbox::PoolStats pool_after = pool.stats();
        reward_curve.push_back(reward_m.Get());
        genuine_curve.push_back(genuine_m.Get());
        // The alarm: training reward rising while genuine solves do not.
        const bool alarm = reward_curve.size() >= 4 && Slope(reward_curve, 4) > 0.02 &&
                           Slope(genuine_curve, 4) <= 0.0;
        if (alarm && alarm_at < 0) alarm_at = static_cast<int>(it);
        json m = {
            {"arm", arm},
            {"seed", seed_value},
            {"iteration", it},
            {"reward_mean", reward_m.Get()},
            {"train_pass_rate", pass_m.Get()},
            {"genuine_solve_rate", genuine_m.Get()},
            {"cheat_action_rate", static_cast<double>(cheat_actions) / eps.size()},
            {"cheats_passing_tests", cheats_passing},
            {"flagged_rate", flagged_m.Get()},
            {"honest_flagged_rate", honest_flagged_m.Get()},
            {"hits_by_stage", {{"rule", rule_hits}, {"judge", judge_hits}}},
            {"hits_by_category", hits_by_category},
            {"infra_failures", infra},
            {"rechecks", service.stats().rechecked - service_before.rechecked},
            {"recheck_disagreements",
             service.stats().recheck_disagreements - service_before.recheck_disagreements},
            {"tier_pass", tier_pass},
            {"groups_without_signal", dropped},
            {"tier_weights", {w[0] / wsum, w[1] / wsum, w[2] / wsum}},
            {"sandbox_runs", pool_after.completed - pool_before.completed},
            {"cache_hits", pool_after.cache_hits - pool_before.cache_hits},
            {"learner_idle_s", wait_s},
            {"pool_utilization", busy_s / (std::max(1, pool.workers()) * std::max(1e-9, iter_s))},
            {"learner_s", learn_s},
            {"iteration_s", iter_s},
            {"policy_entropy", us.entropy},
            {"alarm", alarm}};
        IterationRecord rec;
        rec.iteration = static_cast<int>(it);
        rec.metrics_json = m.dump();
        rec.checkpoint = checkpoint;
        if (auto bytes = config::ReadTextFile(checkpoint); bytes.ok()) {
          rec.checkpoint_hash = Fnv1a64().Add(*bytes).Hex();
        }
        for (Episode& e : eps) rec.trajectories.push_back(std::move(e.record));
        if (Status st = store->AppendIteration(run_id, rec); !st.ok()) return st;
        std::error_code ec;  // older checkpoints are no longer needed
        fs::remove(run_dir + "/checkpoint-" + std::to_string(it - 2) + ".pt", ec);
        out << "[" << run_id << "] iteration " << it + 1 << "/" << lc.iterations << ": reward "
            << reward_m.Get() << ", tests pass " << pass_m.Get() << ", genuine " << genuine_m.Get()
            << ", cheat actions " << m["cheat_action_rate"].get<double>() << ", flagged "
            << flagged_m.Get() << (alarm ? "  ALARM" : "") << " (" << iter_s << " s)\n"
            << std::flush;
        rr.iterations.push_back(std::move(m));
        std::string lines;  // the store is the record; this file is for reading along
        for (const json& row : rr.iterations) lines += row.dump() + "\n";
        if (Status st = WriteFileAtomic(run_dir + "/metrics.jsonl", lines); !st.ok()) return st;
      }
      if (alarm_at >= 0) {
        out << "[" << run_id << "] alarm: training reward rose while genuine solves did not "
            << "(first at iteration " << alarm_at + 1 << ")\n";
      }
      results.push_back(std::move(rr));
    }
  }

  // The report: per arm, mean ± 95% t-interval over seeds of the last third of the iterations,
  // and curves with bands.
  const std::vector<std::string> keys = {"reward_mean",        "train_pass_rate",
                                         "genuine_solve_rate", "cheat_action_rate",
                                         "flagged_rate",       "honest_flagged_rate"};
  json summary = {{"versions", versions}, {"arms", json::object()}};
  std::ostringstream md;
  md << "# Closed loop: " << cfg.run.name << "\n\n"
     << env->size() << " tasks; " << lc.iterations << " iterations of " << lc.tasks_per_iteration
     << " tasks x " << lc.group_size << " episodes; estimator " << estimator << "; seeds "
     << json(lc.seeds).dump() << ".\n\nVersions: rules `" << versions["rules"].get<std::string>()
     << "`, judge `" << versions["judge"].get<std::string>() << "`, "
     << versions["task_corpus"].get<std::string>() << ", "
     << versions["cheat_set"].get<std::string>()
     << ", sandbox: " << versions["sandbox"].get<std::string>() << ".\n\n"
     << "Final values (mean of the last third of the iterations; mean ± 95% t-interval over "
        "seeds):\n\n| arm |";
  for (const std::string& k : keys) md << " " << k << " |";
  md << "\n|---|";
  for (size_t k = 0; k < keys.size(); ++k) md << "---:|";
  md << "\n";
  std::map<std::string, std::map<std::string, PlotSeries>> curves;
  const int64_t tail = std::max<int64_t>(1, lc.iterations / 3);
  for (const std::string& arm : lc.arms) {
    md << "| " << arm << " |";
    json arm_json = json::object();
    for (const std::string& k : keys) {
      std::vector<double> finals;
      std::vector<std::vector<double>> per_iter(static_cast<size_t>(lc.iterations));
      for (const RunResult& r : results) {
        if (r.arm != arm) continue;
        double s = 0;
        for (int64_t i = lc.iterations - tail; i < lc.iterations; ++i) {
          s += r.iterations[static_cast<size_t>(i)][k].get<double>();
        }
        finals.push_back(s / static_cast<double>(tail));
        for (int64_t i = 0; i < lc.iterations; ++i) {
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
      md << buf;
      arm_json[k] = {{"mean", mean}, {"ci95", ci}, {"per_seed", finals}};
      PlotSeries& ser = curves[k][arm];
      ser.name = arm;
      for (int64_t i = 0; i < lc.iterations; ++i) {
        const auto [mi, ci_i] = stats(per_iter[static_cast<size_t>(i)]);
        ser.x.push_back(static_cast<double>(i + 1));
        ser.y.push_back(mi);
        ser.lo.push_back(mi - ci_i);
        ser.hi.push_back(mi + ci_i);
      }
    }
    summary["arms"][arm] = arm_json;
    md << "\n";
  }
  md << "\nPer-iteration metrics: `<arm>-seed<k>/metrics.jsonl`; every trajectory, sandbox "
        "result, audit event and verdict: `store.sqlite` (`agentrl store runs --db`).\n";
  for (const auto& [k, by_arm] : curves) {
    std::vector<PlotSeries> series;
    for (const auto& [arm, s] : by_arm) series.push_back(s);
    if (Status st = WritePlot(dir + "/" + k,
                              LinePlotSvg({k + " per iteration (mean and 95% band over seeds)",
                                           "iteration", k, false, 900, 560},
                                          series));
        !st.ok()) {
      return st;
    }
    md << "\n![" << k << "](" << k << ".svg)\n";
  }
  if (Status st = WriteFileAtomic(dir + "/summary.json", summary.dump(2) + "\n"); !st.ok()) {
    return st;
  }
  if (Status st = WriteFileAtomic(dir + "/report.md", md.str()); !st.ok()) return st;
  out << md.str() << "\nwritten to " << dir << "/\n";
  return Status::Ok();
}

}  // namespace agentrl::harness
