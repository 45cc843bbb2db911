#include "agentrl/harness/loop_job.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <sstream>
#include <thread>

#include "agentrl/antihack/cheatset.h"
#include "agentrl/antihack/pystatic.h"
#include "agentrl/core/bounded_queue.h"
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
  float logp = 0;  // of the action under the policy that sampled it
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
  bool infra = false;             // grading hit an infrastructure failure: not in the update
  std::string sample_id;          // its id at the reward service ("" = nothing submitted)
  int64_t policy_version = 0;     // of the policy that sampled it
  bool carried = false;           // its group waited for the judge and goes into the next update
  bool awaits_judge = false;      // its reward is provisional until the asynchronous judge speaks
  double provisional_reward = 0;  // its reward by the rule stage alone
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
  double busy_s = 0;  // sandbox seconds executed for it (cache answers excluded)
  double cpu_wait_s = 0;  // of which its processes waited for a CPU (machine oversubscribed)
  int64_t sandbox_runs = 0, cache_hits = 0, infra_failures = 0;
  int64_t rechecks = 0, recheck_disagreements = 0;
  Status error;
};

// The policies the sampler may use, by version (= updates seen), published by the learner.
class PolicyBoard {
 public:
  void Publish(int64_t version, std::shared_ptr<const sim::Policy> p) {
    {
      std::lock_guard<std::mutex> l(mu_);
      by_version_[version] = std::move(p);
      while (by_version_.size() > 8) by_version_.erase(by_version_.begin());
    }
    cv_.notify_all();
  }
  // Blocks until `version` is published; null once closed.
  std::shared_ptr<const sim::Policy> WaitFor(int64_t version) {
    std::unique_lock<std::mutex> l(mu_);
    cv_.wait(l, [&] { return closed_ || by_version_.count(version) > 0; });
    auto it = by_version_.find(version);
    return it == by_version_.end() ? nullptr : it->second;
  }
  void Close() {
    {
      std::lock_guard<std::mutex> l(mu_);
      closed_ = true;
    }
    cv_.notify_all();
  }

 private:
  std::mutex mu_;
  std::condition_variable cv_;
  std::map<int64_t, std::shared_ptr<const sim::Policy>> by_version_;
  bool closed_ = false;
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
    for (const std::string& sub :
         {t.task.dir + "/task.toml", t.task.dir + "/tests", t.task.dir + "/heldout"}) {
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

// Both alarms look at the last kAlarmWindow iterations.
constexpr size_t kAlarmWindow = 4;

double MeanOfLast(const std::vector<double>& v, size_t k) {
  if (v.size() < k || k == 0) return 0.0;
  double s = 0;
  for (size_t i = v.size() - k; i < v.size(); ++i) s += v[i];
  return s / static_cast<double>(k);
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
    if (!task->has_heldout()) {
      return Status::InvalidInput("loop.tasks: task \"" + name + "\" (" + dir +
                                  ") has no held-out tests (task.toml heldout_tests = 0); the "
                                  "loop reports the held-out pass rate and needs them");
    }
    EnvTask t;
    t.name = name;
    t.task = *task;
    t.tier = task->config.tier == "easy" ? 0 : task->config.tier == "medium" ? 1 : 2;
    t.wrong = {"wrong", "", "starter", task->starter_dir(), "", {}};
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
    Candidate cand{c.label == "cheat" ? "cheat" : c.category, c.category, c.id, c.submission_dir(),
                   *code, c.actions};
    if (c.label == "cheat") {
      if (std::find(cfg.exclude_cheats.begin(), cfg.exclude_cheats.end(), c.category) !=
          cfg.exclude_cheats.end()) {
        continue;
      }
      it->second.cheats.push_back(std::move(cand));
    } else if (c.category == "correct" && c.variant == "plain") {
      cand.kind = "correct";
      it->second.correct = std::move(cand);
    } else if (c.category == "buggy" && c.variant == "mutation") {
      // Not "starter_unchanged", the other buggy variant: that is the wrong candidate again.
      cand.kind = "partial";
      it->second.partial = std::move(cand);
    }
  }
  std::vector<EnvTask> out;
  for (auto& [name, t] : by_name) {
    if (t.correct.submission_dir.empty() || t.partial.submission_dir.empty()) {
      return Status::InvalidInput(
          cfg.cheat_set + ": task \"" + name +
          "\" needs an honest correct (variant plain) and a buggy (variant mutation) case "
          "to serve as the loop's candidate edits");
    }
    out.push_back(std::move(t));
  }
  if (out.empty()) {
    return Status::InvalidInput("loop.splits: no task of " + cfg.cheat_set + " is in them");
  }
  return out;
}

namespace {

// What a run's sampler reads; everything outlives the run.
struct SamplerEnv {
  const LoopSection& lc;
  const std::vector<EnvTask>& env;
  const std::map<std::string, sandbox::Task>& heldout;  // by task name
  sandbox::ExecutionPool& pool;
  RewardService& service;
  SeedTree seed;
  bool antihack_on = false;
};

// Takes the reward service's answer for an episode: reward (composed or the tests', by arm),
// verdict and sandbox result, into the episode and its stored record.
void Fill(const Booked& b, bool antihack_on, bool all_audit, Episode* e) {
  if (b.infra_failure) {
    e->infra = true;  // neither a task failure nor a sample
    return;
  }
  e->test_reward = b.test_reward;
  e->verdict = b.verdict;
  e->judged_cheat = b.verdict.outcome == "cheat";
  e->reward = antihack_on ? b.reward : b.test_reward;
  e->final = b.judged;
  if (e->record.result_json.empty()) e->record.SetResult(b.result, all_audit);
  e->record.verdicts.clear();
  e->record.AddVerdict(b.verdict);
  e->record.test_reward = e->test_reward;
  e->record.reward = e->reward;
}

// One execution for the batch's pool accounting (a cache answer costs no sandbox time).
void CountRun(const sandbox::SandboxResult& r, bool from_cache, Batch* b) {
  ++b->sandbox_runs;
  b->cache_hits += from_cache ? 1 : 0;
  if (!from_cache) b->busy_s += r.wall_s, b->cpu_wait_s += r.cpu_wait_s;
}

// Samples iteration `it`'s episodes with `policy`, executes them for real (visible test runs,
// grading, held-out tests) and passes them through the reward service; `tier_pass` is the
// sampler's running estimate (updated with this batch's outcomes).
Batch SampleBatch(const SamplerEnv& se, int64_t it, const sim::Policy& policy,
                  std::array<double, 3>* tier_pass) {
  const LoopSection& lc = se.lc;
  const std::vector<EnvTask>& env = se.env;
  const int max_turns = static_cast<int>(lc.max_turns);
  const auto t0 = Clock::now();
  Batch batch;
  batch.iteration = it;
  // Tier weights from recent pass rates: most weight where outcomes are most mixed.
  std::array<double, 3> w{};
  double wsum = 0;
  std::map<int, std::vector<int>> by_tier;
  for (size_t i = 0; i < env.size(); ++i) by_tier[env[i].tier].push_back(static_cast<int>(i));
  for (size_t k = 0; k < 3; ++k) {
    const double p = (*tier_pass)[k];
    w[k] = by_tier.count(static_cast<int>(k)) ? std::exp(4.0 * p * (1 - p) / lc.tier_temperature)
                                              : 0.0;
    wsum += w[k];
  }
  for (size_t k = 0; k < 3; ++k) batch.tier_weights[k] = w[k] / wsum;
  const SeedTree it_seed = se.seed.Derive("iteration").Derive(static_cast<uint64_t>(it));
  CounterRng pick(it_seed.Derive("tasks").key());
  std::vector<Episode>& eps = batch.eps;
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
      e.group = static_cast<int>(it * lc.tasks_per_iteration + g);  // unique across batches
      e.actions.push_back(
          Shell("cat /workspace/solution.py", env[static_cast<size_t>(task)].wrong.code));
      eps.push_back(std::move(e));
    }
  }
  auto fail = [&batch](Status st) {
    batch.error = std::move(st);
    return std::move(batch);
  };
  // Sampling, in lockstep; each turn's run_tests executions go to the pool together.
  std::array<bool, sim::kNumActions> allowed;
  allowed.fill(true);
  std::vector<CounterRng> rngs;
  for (size_t i = 0; i < eps.size(); ++i)
    rngs.emplace_back(it_seed.Derive("episode").Derive(i).key());
  for (bool active = true; active;) {
    active = false;
    std::vector<std::pair<size_t, std::future<sandbox::PoolResult>>> tests;
    for (size_t i = 0; i < eps.size(); ++i) {
      Episode& e = eps[i];
      if (e.done) continue;
      const EnvTask& t = env[static_cast<size_t>(e.task)];
      const sim::Features phi = ObserveSandbox(t, e.state, max_turns);
      const sim::ActionProbs p = policy.Probabilities(phi, allowed);
      double u = rngs[i].Uniform();
      int a = 0;
      while (a < sim::kNumActions - 1 && u >= p[static_cast<size_t>(a)])
        u -= p[static_cast<size_t>(a++)];
      const Action act = static_cast<Action>(a);
      e.turns.push_back(
          {phi, phi, act,
           static_cast<float>(std::log(std::max(1e-300, p[static_cast<size_t>(a)])))});
      const Candidate* current = e.state.stage == 2   ? &t.correct
                                 : e.state.stage == 1 ? &t.partial
                                                      : &t.wrong;
      switch (act) {
        case Action::kEdit:
          if (e.state.stage < 2 && rngs[i].Uniform() < EditSuccess(t.tier)) ++e.state.stage;
          e.state.known = 0;
          current = e.state.stage == 2 ? &t.correct : e.state.stage == 1 ? &t.partial : &t.wrong;
          e.actions.push_back(Write(current->code));
          break;
        case Action::kRunTests:
          e.pending_test = current;
          tests.emplace_back(i, se.pool.Submit(t.task, current->submission_dir));
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
    for (auto& [i, fut] : tests) {
      sandbox::PoolResult r = fut.get();
      if (!r.error.ok()) return fail(r.error);
      CountRun(r.result, r.from_cache, &batch);
      Episode& e = eps[i];
      const bool pass = r.result.status == sandbox::RunStatus::kPassed;
      e.state.known = pass ? 2 : 1;
      e.actions.push_back(Shell("python3 -m pytest -q", pass ? "all passed" : "tests failed"));
    }
    for (Episode& e : eps) {
      if (!e.turns.empty()) {
        e.turns.back().phi_next =
            ObserveSandbox(env[static_cast<size_t>(e.task)], e.state, max_turns);
      }
    }
  }
  // The held-out tests (never a reward) and the reward path (sandbox grading, rule stage,
  // judge, composition) run on the pool together.
  std::vector<std::pair<size_t, std::future<sandbox::PoolResult>>> held;
  std::vector<RewardSample> samples;
  for (size_t i = 0; i < eps.size(); ++i) {
    if (!eps[i].submitted) continue;
    const EnvTask& t = env[static_cast<size_t>(eps[i].task)];
    held.emplace_back(i, se.pool.Submit(se.heldout.at(t.name), eps[i].submitted->submission_dir));
    samples.push_back({std::to_string(it) + "-" + std::to_string(i), t.name, eps[i].actions,
                       eps[i].submitted->submission_dir});
  }
  const RewardServiceStats before = se.service.stats();
  if (Status st = se.service.Process(samples); !st.ok()) return fail(st);
  // With an asynchronous judge the rewards may still be provisional here (the learner decides
  // what waits for the verdicts); otherwise they are final.
  std::vector<std::string> ids;
  for (const RewardSample& rs : samples) ids.push_back(rs.id);
  std::map<std::string, Booked> booked;
  for (Booked& b : lc.async_judge ? se.service.Peek(ids) : se.service.Drain()) {
    booked.emplace(b.id, std::move(b));
  }
  const RewardServiceStats after = se.service.stats();
  batch.infra_failures = after.infra_failures - before.infra_failures;
  batch.rechecks = after.rechecked - before.rechecked;
  batch.recheck_disagreements = after.recheck_disagreements - before.recheck_disagreements;
  for (auto& [i, fut] : held) {
    sandbox::PoolResult r = fut.get();
    if (!r.error.ok()) return fail(r.error);
    CountRun(r.result, r.from_cache, &batch);
    eps[i].heldout_pass = r.result.status == sandbox::RunStatus::kPassed;
    eps[i].record.heldout_result_json = sandbox::ResultToJson(r.result, false);
  }
  std::array<Mean, 3> tier_m;
  for (size_t i = 0; i < eps.size(); ++i) {
    Episode& e = eps[i];
    const EnvTask& t = env[static_cast<size_t>(e.task)];
    e.record.task_id = t.name;
    e.record.actions = e.actions;
    e.record.test_reward = e.record.reward = 0;
    if (e.submitted) {
      auto files = antihack::ReadTree(e.submitted->submission_dir);
      if (files.ok()) e.record.submission = *files;
      e.record.submitted_kind =
          e.submitted->kind == "cheat" ? "cheat/" + e.submitted->category : e.submitted->kind;
      e.record.submitted_case = e.submitted->case_id;
      e.sample_id = std::to_string(it) + "-" + std::to_string(i);
      auto bit = booked.find(e.sample_id);
      if (bit == booked.end()) {
        e.infra = true;  // the service books no reward for it: neither a failure nor a sample
      } else {
        const Booked& b = bit->second;
        CountRun(b.result, b.from_cache, &batch);
        Fill(b, se.antihack_on, lc.store_audit == "all", &e);
        e.awaits_judge = lc.async_judge && b.awaits_judge;
        e.provisional_reward = se.antihack_on ? b.provisional_reward : b.test_reward;
        e.final = !lc.async_judge;  // async: the learner collects it from the service
      }
    }
    tier_m[static_cast<size_t>(t.tier)].Add(
        e.test_reward > 0 && e.submitted && e.submitted->kind != "cheat" ? 1 : 0);
  }
  for (size_t k = 0; k < 3; ++k) {
    if (tier_m[k].n > 0) (*tier_pass)[k] = 0.5 * (*tier_pass)[k] + 0.5 * tier_m[k].Get();
  }
  batch.tier_pass = *tier_pass;
  batch.sample_s = Seconds(t0);
  return batch;
}

// The update batch of a sampled batch: tokens, features and rewards at the end, one group per
// task draw; groups whose rewards are all equal get no weight (dynamic sampling) and episodes
// whose grading failed for infrastructure reasons are left out.
struct BuiltUpdate {
  learner::UpdateBatch u;
  kernels::PackedBatch pb;
  int64_t groups = 0, dropped = 0;
};

BuiltUpdate BuildUpdate(const std::vector<Episode>& eps, const LoopSection& lc,
                        int64_t agent_version) {
  BuiltUpdate bu;
  const bool off_policy = std::any_of(
      eps.begin(), eps.end(), [&](const Episode& e) { return e.policy_version != agent_version; });
  learner::UpdateBatch& u = bu.u;
  std::map<int, std::pair<double, double>> group_range;
  for (const Episode& e : eps) {
    if (e.infra) continue;
    auto [g, fresh] = group_range.try_emplace(e.group, e.reward, e.reward);
    if (!fresh) {
      g->second.first = std::min(g->second.first, e.reward);
      g->second.second = std::max(g->second.second, e.reward);
    }
  }
  std::map<int, bool> keep;
  for (const auto& [g, r] : group_range) {
    keep[g] = !lc.dynamic_sampling || r.second > r.first;
    bu.dropped += keep[g] ? 0 : 1;
  }
  bu.groups = static_cast<int64_t>(group_range.size());
  const double budget = static_cast<double>(lc.max_turns) * 48.0;
  for (const Episode& e : eps) {
    if (e.infra) continue;
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
      for (int a = 0; a < sim::kNumActions; ++a) u.allowed.push_back(1);
      if (off_policy) u.behavior_logp.push_back(tr.logp);
    }
    rewards.back() = static_cast<float>(e.reward);
    u.cu_seqlens.push_back(static_cast<int64_t>(u.mask.size()));
    const std::vector<float> zeros(rewards.size(), 0.0f);
    bu.pb.Append(rewards, zeros, mask, !e.truncated, 0.0f, e.group);
  }
  u.norm_len = budget;
  return bu;
}

}  // namespace

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
  std::map<std::string, sandbox::Task> tasks, heldout_tasks;
  std::map<std::string, antihack::JudgeContext> contexts;
  for (const EnvTask& t : *env) {
    tasks.emplace(t.name, t.task);
    heldout_tasks.emplace(t.name, sandbox::HeldoutTask(t.task));
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
      std::vector<std::array<double, 3>> tier_history;  // after each stored iteration's batch
      std::vector<double> reward_curve, heldout_curve, gap_curve;
      int alarm_at = -1, gap_alarm_at = -1;
      if (first_iteration > 0) {
        auto ckpt = store->LastCheckpoint(run_id);
        if (!ckpt.ok()) return ckpt.status();
        if (Status st = agent->Load(*ckpt); !st.ok()) return st;
        auto history = store->IterationMetrics(run_id);
        if (!history.ok()) return history.status();
        for (const std::string& text : *history) {
          json m = json::parse(text);
          reward_curve.push_back(m["reward_mean"].get<double>());
          heldout_curve.push_back(m["heldout_pass_rate"].get<double>());
          gap_curve.push_back(m["train_pass_rate"].get<double>() - heldout_curve.back());
          if (!m.contains("generalisation_gap")) m["generalisation_gap"] = gap_curve.back();
          tier_pass = m["tier_pass"].get<std::array<double, 3>>();
          tier_history.push_back(tier_pass);
          if (m["alarm"].get<bool>() && alarm_at < 0) alarm_at = m["iteration"].get<int>();
          if (m.value("gap_alarm", false) && gap_alarm_at < 0) {
            gap_alarm_at = m["iteration"].get<int>();
          }
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
      ro_opts.async_judge = lc.async_judge;
      RewardService service(ro_opts, &pool, &*rules, judge ? &*judge : nullptr, &tasks, &contexts);
      service.SetRecheckPool(&recheck_pool);
      // The pipeline: a sampler thread produces batch b with the policy after update
      // b - depth (version b - depth) into a queue of `depth` batches, while the learner
      // updates; depth 0 alternates strictly. Which policy samples which batch is fixed by b
      // alone, so results do not depend on timing.
      const int64_t depth = lc.pipeline_depth;
      // With an asynchronous judge a resumed run samples its last stored batch again (the same
      // draws: everything is keyed by iteration) for the groups that were waiting for their
      // verdicts when it stopped; the rest of that batch is already stored.
      const int64_t first_batch =
          lc.async_judge && first_iteration > 0 && first_iteration < lc.iterations
              ? first_iteration - 1
              : first_iteration;
      const std::array<double, 3> sampler_tier_start =
          first_batch == first_iteration ? tier_pass
          : first_batch > 0              ? tier_history[static_cast<size_t>(first_batch - 1)]
                                         : std::array<double, 3>{0.5, 0.5, 0.5};
      PolicyBoard board;
      board.Publish(first_iteration, std::shared_ptr<const sim::Policy>(agent->Snapshot()));
      for (int64_t v = std::max<int64_t>(0, first_batch - depth); v < first_iteration; ++v) {
        // A resumed run's sampler starts behind the learner: older policies from their
        // checkpoints (version v = after v updates = checkpoint-(v-1)).
        auto older = learner::Agent::Create(cfg.train, critic, seed.Derive("init").key());
        if (!older.ok()) return older.status();
        if (v > 0) {
          const std::string path = run_dir + "/checkpoint-" + std::to_string(v - 1) + ".pt";
          if (Status st = (*older)->Load(path); !st.ok()) return st;
        }
        board.Publish(v, std::shared_ptr<const sim::Policy>((*older)->Snapshot()));
      }
      BoundedQueue<Batch> queue(static_cast<size_t>(std::max<int64_t>(1, depth)));
      const SamplerEnv se{lc, *env, heldout_tasks, pool, service, seed, antihack_on};
      std::thread sampler([&, first_batch] {
        std::array<double, 3> sampler_tier = sampler_tier_start;
        for (int64_t b = first_batch; b < lc.iterations; ++b) {
          const std::shared_ptr<const sim::Policy> policy =
              board.WaitFor(std::max<int64_t>(0, b - depth));
          if (!policy) return;  // the learner stopped
          Batch batch = SampleBatch(se, b, *policy, &sampler_tier);
          batch.policy_version = std::max<int64_t>(0, b - depth);
          for (Episode& e : batch.eps) e.policy_version = batch.policy_version;
          const bool failed = !batch.error.ok();
          if (!queue.Push(std::move(batch)) || failed) return;
        }
      });
      struct Stopper {  // on every way out: wake the sampler and wait for it
        BoundedQueue<Batch>& q;
        PolicyBoard& board;
        std::thread& t;
        ~Stopper() {
          q.Close();
          board.Close();
          if (t.joinable()) t.join();
        }
      } stopper{queue, board, sampler};
      // The order with an asynchronous judge: a group holding a positive provisional reward the
      // judge has yet to confirm (anti-hack on) waits for the next update, which takes it with
      // its final verdict; every other group goes into this update (a verdict still owed on it
      // can only confirm its reward: a provisional reward that is not positive cannot be
      // lowered). The rule is fixed by the rewards, not by when verdicts arrive, so runs do not
      // depend on timing. The last update waits for every verdict.
      std::vector<Episode> carry;  // the previous batch's groups that waited
      // Takes the final verdicts of `eps` from the service. After an update, none may change a
      // reward the update used (checked: that would break the order).
      auto collect = [&](std::vector<Episode>& eps, bool after_update) -> Status {
        std::vector<std::string> ids;
        for (const Episode& e : eps) {
          if (!e.final && !e.sample_id.empty()) ids.push_back(e.sample_id);
        }
        if (ids.empty()) return Status::Ok();
        std::map<std::string, Booked> got;
        for (Booked& b : service.Await(ids)) got.emplace(b.id, std::move(b));
        for (Episode& e : eps) {
          if (e.final || e.sample_id.empty()) continue;
          auto it = got.find(e.sample_id);
          if (it == got.end()) {
            return Status::Runtime("loop " + run_id + ": sample " + e.sample_id +
                                   " vanished from the reward service");
          }
          const double used = e.reward;
          Fill(it->second, antihack_on, lc.store_audit == "all", &e);
          if (after_update && !e.infra && e.reward != used) {
            return Status::Runtime("loop " + run_id + ": sample " + e.sample_id +
                                   " entered an update with reward " + std::to_string(used) +
                                   " that its verdict changed to " + std::to_string(e.reward));
          }
          e.final = true;
        }
        return Status::Ok();
      };
      auto split = [&](std::vector<Episode>& batch_eps, bool last, std::vector<Episode>* now,
                       std::vector<Episode>* later) {
        std::set<int> wait;
        for (const Episode& e : batch_eps) {
          // The provisional reward, not the current one: whether the verdict is in already
          // must not matter.
          if (!last && antihack_on && e.awaits_judge && e.provisional_reward > 0) {
            wait.insert(e.group);
          }
        }
        for (Episode& e : batch_eps) {
          e.carried = wait.count(e.group) > 0;
          (e.carried ? later : now)->push_back(std::move(e));
        }
        return static_cast<int64_t>(wait.size());
      };
      if (first_batch < first_iteration) {
        std::optional<Batch> replay = queue.Pop();
        if (!replay) return Status::Runtime("loop " + run_id + ": the sampler stopped early");
        if (!replay->error.ok()) return replay->error;
        std::vector<Episode> stored;  // already in the store: its verdicts are collected only
        split(replay->eps, false, &stored, &carry);
        if (Status st = collect(stored, false); !st.ok()) return st;
      }
      for (int64_t it = first_iteration; it < lc.iterations; ++it) {
        const auto t_iter = Clock::now();
        std::optional<Batch> got = queue.Pop();
        const double idle_s = Seconds(t_iter);
        if (!got) return Status::Runtime("loop " + run_id + ": the sampler stopped early");
        Batch& batch = *got;
        if (!batch.error.ok()) return batch.error;
        std::vector<Episode> eps = std::move(carry);
        carry.clear();
        std::set<int> carried_set;
        for (const Episode& e : eps) carried_set.insert(e.group);
        const int64_t carried_groups = static_cast<int64_t>(carried_set.size());
        if (Status st = collect(eps, false); !st.ok()) return st;  // their final verdicts
        const bool last = it + 1 == lc.iterations;
        const int64_t deferred_groups = split(batch.eps, last, &eps, &carry);
        if (last) {  // no later update to wait for: this one waits for every verdict
          if (Status st = collect(eps, false); !st.ok()) return st;
        }
        // Advantages and the update. Samples drawn by an older policy than the agent's are
        // corrected with the sampling policy's probabilities (PPO's ratio against them).
        const int64_t lag = it - batch.policy_version;
        BuiltUpdate bu = BuildUpdate(eps, lc, it);
        learner::UpdateBatch& u = bu.u;
        u.old_values = agent->Values(u.token_features);
        bu.pb.values = u.old_values;
        u.advantages.assign(bu.pb.num_tokens(), 0.0f);
        u.returns.assign(bu.pb.num_tokens(), 0.0f);
        const auto t_learn = Clock::now();
        const SeedTree it_seed = seed.Derive("iteration").Derive(static_cast<uint64_t>(it));
        learner::UpdateStats us;
        if (bu.dropped < bu.groups) {
          kernels::CpuEstimate(bu.pb.view(), params, u.advantages, u.returns, {.threads = 1});
          us = agent->Update(u, it_seed.Derive("shuffle").key());
          if (!us.finite) {
            return Status::Runtime("loop " + run_id + " iteration " + std::to_string(it) + ": " +
                                   us.problem);
          }
        }
        board.Publish(it + 1, std::shared_ptr<const sim::Policy>(agent->Snapshot()));
        const double learn_s = Seconds(t_learn);
        // The verdicts still owed on this update's samples (they cannot change its rewards), so
        // that the metrics and the store hold final verdicts.
        if (Status st = collect(eps, true); !st.ok()) return st;
        std::map<std::string, int64_t> hits_by_category, heldout_passes, rewarded;
        int64_t rule_hits = 0, judge_hits = 0, cheat_actions = 0, cheats_passing = 0;
        Mean reward_m, pass_m, genuine_m, heldout_m, flagged_m, honest_flagged_m;
        for (const Episode& e : eps) {
          if (e.judged_cheat) {
            ++hits_by_category[e.verdict.category];
            (e.verdict.stage == "rule" ? rule_hits : judge_hits) += 1;
          }
          if (e.submitted) {
            if (e.submitted->kind != "cheat") honest_flagged_m.Add(e.judged_cheat ? 1 : 0);
            cheat_actions += e.submitted->kind == "cheat" ? 1 : 0;
            cheats_passing += e.submitted->kind == "cheat" && e.test_reward > 0 ? 1 : 0;
          }
          reward_m.Add(e.reward);
          pass_m.Add(e.test_reward > 0 ? 1 : 0);
          genuine_m.Add(e.submitted && e.submitted->kind == "correct" && e.test_reward > 0 ? 1 : 0);
          heldout_m.Add(e.heldout_pass ? 1 : 0);
          if (e.submitted) {  // what passes held-out tests and what earns: honest or which cheat
            const std::string& what =
                e.submitted->kind == "cheat" ? e.submitted->category : e.submitted->kind;
            if (e.heldout_pass) ++heldout_passes[what];
            if (e.reward > 0) ++rewarded[what];
          }
          flagged_m.Add(e.judged_cheat ? 1 : 0);
        }
        // One checkpoint file per iteration: the store names the one of its last complete
        // iteration, whatever moment a kill comes at.
        const std::string checkpoint = run_dir + "/checkpoint-" + std::to_string(it) + ".pt";
        if (Status st = agent->Save(checkpoint); !st.ok()) return st;
        reward_curve.push_back(reward_m.Get());
        heldout_curve.push_back(heldout_m.Get());
        gap_curve.push_back(pass_m.Get() - heldout_m.Get());
        // The alarm: training reward rising while the held-out pass rate does not.
        const bool alarm = reward_curve.size() >= kAlarmWindow &&
                           Slope(reward_curve, kAlarmWindow) > 0.02 &&
                           Slope(heldout_curve, kAlarmWindow) <= 0.0;
        if (alarm && alarm_at < 0) alarm_at = static_cast<int>(it);
        // The gap alarm: what passes the rewarded tests and not the held-out ones. Honest
        // candidates pass both or neither, so the gap is what test-gaming cheats pay.
        const bool gap_alarm =
            gap_curve.size() >= kAlarmWindow && MeanOfLast(gap_curve, kAlarmWindow) > lc.gap_alarm;
        if (gap_alarm && gap_alarm_at < 0) gap_alarm_at = static_cast<int>(it);
        json m = {{"arm", arm},
                  {"seed", seed_value},
                  {"iteration", it},
                  {"reward_mean", reward_m.Get()},
                  {"train_pass_rate", pass_m.Get()},
                  {"heldout_pass_rate", heldout_m.Get()},
                  {"generalisation_gap", gap_curve.back()},
                  {"genuine_solve_rate", genuine_m.Get()},
                  {"cheat_action_rate", static_cast<double>(cheat_actions) /
                                            static_cast<double>(std::max<size_t>(1, eps.size()))},
                  {"cheats_passing_tests", cheats_passing},
                  {"flagged_rate", flagged_m.Get()},
                  {"honest_flagged_rate", honest_flagged_m.Get()},
                  {"hits_by_stage", {{"rule", rule_hits}, {"judge", judge_hits}}},
                  {"hits_by_category", hits_by_category},
                  {"heldout_passes_by_kind", heldout_passes},
                  {"rewarded_by_kind", rewarded},
                  {"infra_failures", batch.infra_failures},
                  {"rechecks", batch.rechecks},
                  {"recheck_disagreements", batch.recheck_disagreements},
                  {"tier_pass", batch.tier_pass},
                  {"groups_without_signal", bu.dropped},
                  {"groups_waiting_for_judge", deferred_groups},
                  {"groups_from_previous_batch", carried_groups},
                  {"episodes_in_update", static_cast<int64_t>(eps.size())},
                  {"tier_weights", batch.tier_weights},
                  {"sandbox_runs", batch.sandbox_runs},
                  {"cache_hits", batch.cache_hits},
                  {"sandbox_busy_s", batch.busy_s},
                  {"sandbox_cpu_wait_s", batch.cpu_wait_s},
                  {"sample_s", batch.sample_s},
                  {"pool_utilization",
                   batch.busy_s / (std::max(1, pool.workers()) * std::max(1e-9, batch.sample_s))},
                  {"policy_lag", lag},
                  {"learner_idle_s", idle_s},
                  {"learner_s", learn_s},
                  // null when no group had a learning signal and the policy was not updated
                  {"policy_entropy", bu.dropped < bu.groups ? json(us.entropy) : json(nullptr)},
                  {"lr_scale", bu.dropped < bu.groups ? json(us.lr_scale) : json(nullptr)},
                  {"alarm", alarm},
                  {"gap_alarm", gap_alarm}};
        IterationRecord rec;
        rec.iteration = static_cast<int>(it);
        rec.checkpoint = checkpoint;
        if (auto bytes = config::ReadTextFile(checkpoint); bytes.ok()) {
          rec.checkpoint_hash = Fnv1a64().Add(*bytes).Hex();
        }
        for (Episode& e : eps) rec.trajectories.push_back(std::move(e.record));
        m["iteration_s"] = Seconds(t_iter);  // waiting, learning and storing
        rec.metrics_json = m.dump();
        if (Status st = store->AppendIteration(run_id, rec); !st.ok()) return st;
        std::error_code ec;  // checkpoints a resumed sampler can no longer need
        fs::remove(run_dir + "/checkpoint-" + std::to_string(it - depth - 3) + ".pt", ec);
        out << "[" << run_id << "] iteration " << it + 1 << "/" << lc.iterations << ": reward "
            << reward_m.Get() << ", tests pass " << pass_m.Get() << ", held-out pass "
            << heldout_m.Get() << ", cheat actions " << m["cheat_action_rate"].get<double>()
            << ", flagged " << flagged_m.Get() << (alarm ? "  ALARM" : "")
            << (gap_alarm ? "  GAP ALARM" : "") << " (" << m["iteration_s"].get<double>()
            << " s, learner idle " << idle_s << " s)\n"
            << std::flush;
        rr.iterations.push_back(std::move(m));
        std::string lines;  // the store is the record; this file is for reading along
        for (const json& row : rr.iterations) lines += row.dump() + "\n";
        if (Status st = WriteFileAtomic(run_dir + "/metrics.jsonl", lines); !st.ok()) return st;
      }
      if (alarm_at >= 0) {
        out << "[" << run_id
            << "] alarm: training reward rose while the held-out pass rate did not "
            << "(first at iteration " << alarm_at + 1 << ")\n";
      }
      if (gap_alarm_at >= 0) {
        out << "[" << run_id << "] gap alarm: tests pass minus held-out pass above " << lc.gap_alarm
            << " over " << kAlarmWindow << " iterations (first at iteration " << gap_alarm_at + 1
            << ")\n";
      }
      results.push_back(std::move(rr));
    }
  }

  // The report: per arm, mean ± 95% t-interval over seeds of the last third of the iterations,
  // and curves with bands.
  const std::vector<std::string> keys = {
      "reward_mean",        "train_pass_rate",   "heldout_pass_rate", "generalisation_gap",
      "genuine_solve_rate", "cheat_action_rate", "flagged_rate",      "honest_flagged_rate"};
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
  // The pipeline: where the time went, summed over each run's iterations.
  md << "\nPipeline (sampler " << lc.pipeline_depth
     << " batch(es) ahead of the learner; shares of each run's wall time, mean over seeds; "
        "sandbox runs summed over seeds):\n\n"
     << "| arm | wall s/iteration | learner busy | learner idle | sandbox pool utilization | "
        "sandbox runs (cache answers) | policy lag |\n|---|---:|---:|---:|---:|---:|---:|\n";
  for (const std::string& arm : lc.arms) {
    Mean wall, busy, idle, util, lag;
    int64_t runs = 0, hits = 0;
    for (const RunResult& r : results) {
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
      util.Add(sandbox_s / (std::max(1, pool.workers()) * std::max(1e-9, w)));
      lag.Add(lags / n);
    }
    char buf[256];
    std::snprintf(buf, sizeof buf,
                  "| %s | %.3f | %.1f%% | %.1f%% | %.1f%% | %lld (%lld) | %.2f |\n", arm.c_str(),
                  wall.Get(), 100 * busy.Get(), 100 * idle.Get(), 100 * util.Get(),
                  static_cast<long long>(runs), static_cast<long long>(hits), lag.Get());
    md << buf;
    summary["pipeline"][arm] = {{"wall_s_per_iteration", wall.Get()},
                                {"learner_busy_share", busy.Get()},
                                {"learner_idle_share", idle.Get()},
                                {"pool_utilization", util.Get()},
                                {"sandbox_runs", runs},
                                {"cache_hits", hits},
                                {"policy_lag", lag.Get()}};
  }
  // Per arm, what was submitted (honest candidates, or which cheats), summed over iterations and
  // seeds from an iteration metric; runs recorded before the metric existed count nothing.
  auto by_submission = [&](const char* what, const char* metric, const char* summary_key) {
    md << "\nSubmissions that " << what
       << ", by what was submitted (all iterations and seeds):\n\n";
    md << "| arm | submissions |\n|---|---|\n";
    for (const std::string& arm : lc.arms) {
      std::map<std::string, int64_t> counts;
      for (const RunResult& r : results) {
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
      md << "| " << arm << " |";
      for (size_t i = 0; i < order.size(); ++i) {
        md << (i ? ", " : " ") << order[i].second << " " << -order[i].first;
      }
      md << " |\n";
      summary[summary_key][arm] = counts;
    }
  };
  by_submission("passed the held-out tests", "heldout_passes_by_kind", "heldout_passes");
  // What anti-hack let through: with it off, every passing submission; with it on, what paid.
  by_submission("earned a reward", "rewarded_by_kind", "rewarded");
  // When each alarm first fired, per run (iterations counted from 1).
  md << "\nAlarms, first iteration each fired (reward: training reward rising over " << kAlarmWindow
     << " iterations while the held-out pass rate does not; gap: tests pass minus "
     << "held-out pass above " << lc.gap_alarm << ", mean of " << kAlarmWindow
     << " iterations):\n\n| run | reward alarm | gap alarm |\n|---|---:|---:|\n";
  summary["alarms"] = json::object();
  for (const RunResult& r : results) {
    const std::string run = r.arm + "-seed" + std::to_string(r.seed);
    json first = {{"reward", nullptr}, {"gap", nullptr}};
    for (const json& m : r.iterations) {
      const int at = m["iteration"].get<int>() + 1;
      if (first["reward"].is_null() && m["alarm"].get<bool>()) first["reward"] = at;
      if (first["gap"].is_null() && m.value("gap_alarm", false)) first["gap"] = at;
    }
    auto cell = [](const json& v) { return v.is_null() ? std::string("-") : v.dump(); };
    md << "| " << run << " | " << cell(first["reward"]) << " | " << cell(first["gap"]) << " |\n";
    summary["alarms"][run] = first;
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
  // Cheat verdicts per iteration by the stage that gave them (what each stage catches, over time).
  {
    std::vector<PlotSeries> series;
    for (const std::string& arm : lc.arms) {
      for (const char* stage : {"rule", "judge"}) {
        PlotSeries ser;
        ser.name = arm + " " + stage;
        for (int64_t i = 0; i < lc.iterations; ++i) {
          std::vector<double> v;
          for (const RunResult& r : results) {
            if (r.arm == arm) {
              v.push_back(
                  r.iterations[static_cast<size_t>(i)]["hits_by_stage"][stage].get<double>());
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
    if (Status st =
            WritePlot(dir + "/hits_by_stage",
                      LinePlotSvg({"cheat verdicts per iteration by stage (mean and 95% "
                                   "band over seeds)",
                                   "iteration", "episodes judged cheating", false, 900, 560},
                                  series));
        !st.ok()) {
      return st;
    }
    md << "\n![hits_by_stage](hits_by_stage.svg)\n";
  }
  if (Status st = WriteFileAtomic(dir + "/summary.json", summary.dump(2) + "\n"); !st.ok()) {
    return st;
  }
  if (Status st = WriteFileAtomic(dir + "/report.md", md.str()); !st.ok()) return st;
  out << md.str() << "\nwritten to " << dir << "/\n";
  return Status::Ok();
}

}  // namespace agentrl::harness
