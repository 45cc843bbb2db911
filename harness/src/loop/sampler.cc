#include "sampler.h"

#include <algorithm>
#include <cmath>
#include <future>
#include <utility>

#include "agentrl/antihack/pystatic.h"
#include "agentrl/sandbox/execute.h"

namespace agentrl::harness::loop {
namespace {

// One execution for the batch's pool accounting (a cache answer costs no sandbox time).
void CountRun(const sandbox::SandboxResult& r, bool from_cache, Batch* b) {
  ++b->sandbox_runs;
  b->cache_hits += from_cache ? 1 : 0;
  if (!from_cache) b->busy_s += r.wall_s, b->cpu_wait_s += r.cpu_wait_s;
}

// Draws the policy's action for every episode still running, in lockstep; each turn's
// run_tests executions go to the pool together. Returns the first pool error.
Status PlayEpisodes(const SamplerInputs& in, const sim::Policy& policy, const SeedTree& it_seed,
                    Batch* batch) {
  std::vector<Episode>& eps = batch->eps;
  std::array<bool, sim::kNumActions> allowed;
  allowed.fill(true);
  std::vector<CounterRng> rngs;
  for (size_t i = 0; i < eps.size(); ++i) {
    rngs.emplace_back(it_seed.Derive("episode").Derive(i).key());
  }
  for (bool active = true; active;) {
    active = false;
    std::vector<std::pair<size_t, std::future<sandbox::PoolResult>>> tests;
    for (size_t i = 0; i < eps.size(); ++i) {
      Episode& e = eps[i];
      if (e.done) continue;
      const sim::Features phi = in.env.Observe(e);
      const sim::ActionProbs p = policy.Probabilities(phi, allowed);
      double u = rngs[i].Uniform();
      int a = 0;
      while (a < sim::kNumActions - 1 && u >= p[static_cast<size_t>(a)]) {
        u -= p[static_cast<size_t>(a++)];
      }
      const sim::Action act = static_cast<sim::Action>(a);
      e.turns.push_back(
          {phi, phi, act,
           static_cast<float>(std::log(std::max(1e-300, p[static_cast<size_t>(a)])))});
      if (const Candidate* c = in.env.Step(&e, act, &rngs[i])) {
        const EnvTask& t = in.env.tasks()[static_cast<size_t>(e.task)];
        tests.emplace_back(i, in.pool.Submit(t.task, c->submission_dir));
      }
      active = active || !e.done;
    }
    for (auto& [i, fut] : tests) {
      sandbox::PoolResult r = fut.get();
      if (!r.error.ok()) return r.error;
      CountRun(r.result, r.from_cache, batch);
      in.env.SeeTests(&eps[i], r.result.status == sandbox::RunStatus::kPassed);
    }
    for (Episode& e : eps) {
      if (!e.turns.empty()) e.turns.back().phi_next = in.env.Observe(e);
    }
  }
  return Status::Ok();
}

// The held-out tests (never a reward) and the reward path (sandbox grading, rule stage, judge,
// composition) of every submission, on the pool together; their answers into the episodes.
Status GradeSubmissions(const SamplerInputs& in, int64_t it, Batch* batch) {
  const LoopSection& lc = in.lc;
  std::vector<Episode>& eps = batch->eps;
  const std::vector<EnvTask>& tasks = in.env.tasks();
  std::vector<std::pair<size_t, std::future<sandbox::PoolResult>>> held;
  std::vector<RewardSample> samples;
  for (size_t i = 0; i < eps.size(); ++i) {
    if (!eps[i].submitted) continue;
    const EnvTask& t = tasks[static_cast<size_t>(eps[i].task)];
    held.emplace_back(i, in.pool.Submit(in.heldout.at(t.name), eps[i].submitted->submission_dir));
    samples.push_back({std::to_string(it) + "-" + std::to_string(i), t.name, eps[i].actions,
                       eps[i].submitted->submission_dir});
  }
  const RewardServiceStats before = in.service.stats();
  if (Status st = in.service.Process(samples); !st.ok()) return st;
  // With an asynchronous judge the rewards may still be provisional here (the verdict gate
  // decides what waits for them); otherwise they are final.
  std::vector<std::string> ids;
  for (const RewardSample& rs : samples) ids.push_back(rs.id);
  std::map<std::string, Booked> booked;
  for (Booked& b : lc.async_judge ? in.service.Peek(ids) : in.service.Drain()) {
    booked.emplace(b.id, std::move(b));
  }
  const RewardServiceStats after = in.service.stats();
  batch->infra_failures = after.infra_failures - before.infra_failures;
  batch->rechecks = after.rechecked - before.rechecked;
  batch->recheck_disagreements = after.recheck_disagreements - before.recheck_disagreements;
  for (auto& [i, fut] : held) {
    sandbox::PoolResult r = fut.get();
    if (!r.error.ok()) return r.error;
    CountRun(r.result, r.from_cache, batch);
    eps[i].heldout_pass = r.result.status == sandbox::RunStatus::kPassed;
    eps[i].record.heldout_result_json = sandbox::ResultToJson(r.result, false);
  }
  for (size_t i = 0; i < eps.size(); ++i) {
    Episode& e = eps[i];
    const EnvTask& t = tasks[static_cast<size_t>(e.task)];
    e.record.task_id = t.name;
    e.record.actions = e.actions;
    e.record.test_reward = e.record.reward = 0;
    if (!e.submitted) continue;
    auto files = antihack::ReadTree(e.submitted->submission_dir);
    if (files.ok()) e.record.submission = *files;
    e.record.submitted_kind =
        e.submitted->kind == "cheat" ? "cheat/" + e.submitted->category : e.submitted->kind;
    e.record.submitted_case = e.submitted->case_id;
    e.sample_id = std::to_string(it) + "-" + std::to_string(i);
    auto bit = booked.find(e.sample_id);
    if (bit == booked.end()) {
      e.infra = true;  // the service books no reward for it: neither a failure nor a sample
      continue;
    }
    const Booked& b = bit->second;
    CountRun(b.result, b.from_cache, batch);
    TakeBooked(b, in.antihack_on, lc.store_audit == "all", &e);
    // Arm antihack_off books the tests' reward, which no verdict changes.
    e.held_for_verdict = in.antihack_on && in.service.HeldForVerdict(b);
    e.final = !lc.async_judge;  // async: the learner collects it from the service
  }
  return Status::Ok();
}

}  // namespace

TaskDraw DrawTasks(const std::vector<EnvTask>& tasks, const std::array<double, 3>& tier_pass,
                   double temperature, int64_t groups, CounterRng* pick) {
  TaskDraw draw;
  std::array<double, 3> w{};
  double wsum = 0;
  std::map<int, std::vector<int>> by_tier;
  for (size_t i = 0; i < tasks.size(); ++i) by_tier[tasks[i].tier].push_back(static_cast<int>(i));
  for (size_t k = 0; k < 3; ++k) {
    const double p = tier_pass[k];
    w[k] = by_tier.count(static_cast<int>(k)) ? std::exp(4.0 * p * (1 - p) / temperature) : 0.0;
    wsum += w[k];
  }
  for (size_t k = 0; k < 3; ++k) draw.tier_weights[k] = w[k] / wsum;
  for (int64_t g = 0; g < groups; ++g) {
    double u = pick->Uniform() * wsum;
    int tier = 0;
    while (tier < 2 && u >= w[static_cast<size_t>(tier)]) u -= w[static_cast<size_t>(tier++)];
    while (!by_tier.count(tier)) tier = (tier + 1) % 3;
    const std::vector<int>& of_tier = by_tier[tier];
    draw.tasks.push_back(of_tier[static_cast<size_t>(pick->Below(of_tier.size()))]);
  }
  return draw;
}

Batch SampleBatch(const SamplerInputs& in, int64_t it, const sim::Policy& policy,
                  std::array<double, 3>* tier_pass) {
  const LoopSection& lc = in.lc;
  const auto t0 = Clock::now();
  Batch batch;
  batch.iteration = it;
  const SeedTree it_seed = in.seed.Derive("iteration").Derive(static_cast<uint64_t>(it));
  CounterRng pick(it_seed.Derive("tasks").key());
  const TaskDraw draw =
      DrawTasks(in.env.tasks(), *tier_pass, lc.tier_temperature, lc.tasks_per_iteration, &pick);
  batch.tier_weights = draw.tier_weights;
  for (int64_t g = 0; g < lc.tasks_per_iteration; ++g) {
    for (int64_t k = 0; k < lc.group_size; ++k) {
      // Groups are numbered across batches.
      batch.eps.push_back(in.env.Reset(draw.tasks[static_cast<size_t>(g)],
                                       static_cast<int>(it * lc.tasks_per_iteration + g)));
    }
  }
  if (Status st = PlayEpisodes(in, policy, it_seed, &batch); !st.ok()) {
    batch.error = std::move(st);
    return batch;
  }
  if (Status st = GradeSubmissions(in, it, &batch); !st.ok()) {
    batch.error = std::move(st);
    return batch;
  }
  // The sampler's pass-rate estimate: honest submissions that passed the tests, per tier.
  std::array<Mean, 3> tier_m;
  for (const Episode& e : batch.eps) {
    const EnvTask& t = in.env.tasks()[static_cast<size_t>(e.task)];
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

}  // namespace agentrl::harness::loop
