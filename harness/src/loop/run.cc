#include "run.h"

#include <algorithm>
#include <array>
#include <filesystem>
#include <memory>
#include <optional>
#include <set>
#include <thread>
#include <vector>

#include "agentrl/core/bounded_queue.h"
#include "agentrl/core/config.h"
#include "agentrl/core/files.h"
#include "agentrl/core/hash.h"
#include "agentrl/core/seed.h"
#include "agentrl/learner/agent.h"
#include "metrics.h"
#include "policy_board.h"
#include "sampler.h"
#include "update_batch.h"
#include "verdicts.h"

namespace agentrl::harness::loop {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

class LoopRun {
 public:
  LoopRun(const LoopContext& ctx, std::string arm, int64_t seed_value, std::ostream& out)
      : ctx_(ctx),
        lc_(ctx.cfg.loop),
        arm_(std::move(arm)),
        antihack_on_(arm_ == "antihack_on"),
        run_id_(arm_ + "-seed" + std::to_string(seed_value)),
        run_dir_(ctx.dir + "/" + run_id_),
        seed_(SeedTree(static_cast<uint64_t>(seed_value)).Derive("loop")),
        out_(out),
        alarms_(lc_.gap_alarm),
        service_(ServiceOptions(), &ctx.pool, &ctx.rules, ctx.judge, &ctx.tasks, &ctx.contexts),
        collector_(&service_, run_id_, antihack_on_, lc_.store_audit == "all"),
        queue_(static_cast<size_t>(std::max<int64_t>(1, lc_.pipeline_depth))) {
    result_.arm = arm_;
    result_.seed = seed_value;
    service_.SetRecheckPool(&ctx.recheck_pool);
  }
  ~LoopRun() {  // on every way out: wake the sampler and wait for it
    queue_.Close();
    board_.Close();
    if (sampler_.joinable()) sampler_.join();
  }

  Result<RunResult> Run() {
    if (Status st = Open(); !st.ok()) return st;
    if (Status st = StartPipeline(); !st.ok()) return st;
    for (int64_t it = first_iteration_; it < lc_.iterations; ++it) {
      if (Status st = Iteration(it); !st.ok()) return st;
    }
    if (alarms_.first_alarm() >= 0) {
      out_ << "[" << run_id_
           << "] alarm: training reward rose while the held-out pass rate did not "
           << "(first at iteration " << alarms_.first_alarm() + 1 << ")\n";
    }
    if (alarms_.first_gap_alarm() >= 0) {
      out_ << "[" << run_id_ << "] gap alarm: tests pass minus held-out pass above "
           << lc_.gap_alarm << " over " << kAlarmWindow << " iterations (first at iteration "
           << alarms_.first_gap_alarm() + 1 << ")\n";
    }
    return std::move(result_);
  }

 private:
  RewardServiceOptions ServiceOptions() const {
    RewardServiceOptions o;
    o.recheck_fraction = lc_.recheck_fraction;
    o.seed = seed_.Derive("recheck").key();
    o.async_judge = lc_.async_judge;
    o.reviewer = ctx_.reviewer;
    return o;
  }

  Result<std::unique_ptr<learner::Agent>> NewAgent() const {
    return learner::Agent::Create(ctx_.cfg.train, ctx_.critic, seed_.Derive("init").key());
  }

  // Creates the run in the store, or takes a stored one back: its checkpoint, the metrics of
  // its iterations, the tier pass rates and the alarms' history.
  Status Open() {
    if (Status st = MakeDirectories(run_dir_); !st.ok()) return st;
    if (auto last = ctx_.store.LastIteration(run_id_); last.ok()) {
      first_iteration_ = *last + 1;  // same configuration: RunLoopJob checked it
    } else if (Status st = ctx_.store.CreateRun(run_id_, ctx_.config_dump, ctx_.versions_dump);
               !st.ok()) {
      return st;
    }
    auto created = NewAgent();
    if (!created.ok()) return created.status();
    agent_ = std::move(*created);
    if (first_iteration_ == 0) return Status::Ok();
    auto ckpt = ctx_.store.LastCheckpoint(run_id_);
    if (!ckpt.ok()) return ckpt.status();
    if (Status st = agent_->Load(*ckpt); !st.ok()) return st;
    auto history = ctx_.store.IterationMetrics(run_id_);
    if (!history.ok()) return history.status();
    for (const std::string& text : *history) {
      json m = json::parse(text);
      alarms_.Restore(&m);
      tier_pass_ = m["tier_pass"].get<std::array<double, 3>>();
      tier_history_.push_back(tier_pass_);
      result_.iterations.push_back(std::move(m));
    }
    if (first_iteration_ < lc_.iterations) {
      out_ << "[" << run_id_ << "] resuming after iteration " << first_iteration_ << " from "
           << *ckpt << "\n";
    }
    return Status::Ok();
  }

  // The sampler thread: batch b sampled with the policy after update b - depth (version
  // b - depth); depth 0 alternates strictly. With an asynchronous judge a resumed run samples its
  // last stored batch again (the same draws: everything is keyed by iteration) for the groups
  // that were waiting for their verdicts when it stopped; the rest of that batch is stored.
  Status StartPipeline() {
    const int64_t depth = lc_.pipeline_depth;
    const int64_t first_batch =
        lc_.async_judge && first_iteration_ > 0 && first_iteration_ < lc_.iterations
            ? first_iteration_ - 1
            : first_iteration_;
    const std::array<double, 3> sampler_tier_start =
        first_batch == first_iteration_ ? tier_pass_
        : first_batch > 0               ? tier_history_[static_cast<size_t>(first_batch - 1)]
                                        : std::array<double, 3>{0.5, 0.5, 0.5};
    board_.Publish(first_iteration_, std::shared_ptr<const sim::Policy>(agent_->Snapshot()));
    for (int64_t v = std::max<int64_t>(0, first_batch - depth); v < first_iteration_; ++v) {
      // A resumed run's sampler starts behind the learner: older policies from their
      // checkpoints (version v = after v updates = checkpoint-(v-1)).
      auto older = NewAgent();
      if (!older.ok()) return older.status();
      if (v > 0) {
        const std::string path = run_dir_ + "/checkpoint-" + std::to_string(v - 1) + ".pt";
        if (Status st = (*older)->Load(path); !st.ok()) return st;
      }
      board_.Publish(v, std::shared_ptr<const sim::Policy>((*older)->Snapshot()));
    }
    sampler_ = std::thread([this, first_batch, sampler_tier_start, depth] {
      const SamplerInputs in{lc_, ctx_.env, ctx_.heldout, ctx_.pool, service_, seed_, antihack_on_};
      std::array<double, 3> sampler_tier = sampler_tier_start;
      for (int64_t b = first_batch; b < lc_.iterations; ++b) {
        const std::shared_ptr<const sim::Policy> policy =
            board_.WaitFor(std::max<int64_t>(0, b - depth));
        if (!policy) return;  // the learner stopped
        Batch batch = SampleBatch(in, b, *policy, &sampler_tier);
        batch.policy_version = std::max<int64_t>(0, b - depth);
        for (Episode& e : batch.eps) e.policy_version = batch.policy_version;
        const bool failed = !batch.error.ok();
        if (!queue_.Push(std::move(batch)) || failed) return;
      }
    });
    if (first_batch == first_iteration_) return Status::Ok();
    std::optional<Batch> replay = queue_.Pop();
    if (!replay) return Status::Runtime("loop " + run_id_ + ": the sampler stopped early");
    if (!replay->error.ok()) return replay->error;
    std::vector<Episode> stored;  // already in the store: its verdicts are collected only
    VerdictCollector::Split(replay->eps, false, &stored, &carry_);
    return collector_.Collect(stored, false);
  }

  // Advantages and the update. Samples drawn by an older policy than the agent's are corrected
  // with the sampling policy's probabilities (PPO's ratio against them).
  Result<UpdateFacts> Learn(int64_t it, const std::vector<Episode>& eps) {
    UpdateFacts f;
    UpdateInput in = BuildUpdateInput(eps, ctx_.env, lc_.dynamic_sampling, it);
    learner::UpdateBatch& u = in.u;
    u.old_values = agent_->Values(u.token_features);
    in.pb.values = u.old_values;
    u.advantages.assign(in.pb.num_tokens(), 0.0f);
    u.returns.assign(in.pb.num_tokens(), 0.0f);
    f.groups = in.groups;
    f.dropped = in.dropped;
    const auto t_learn = Clock::now();
    const SeedTree it_seed = seed_.Derive("iteration").Derive(static_cast<uint64_t>(it));
    if (in.dropped < in.groups) {
      kernels::CpuEstimate(in.pb.view(), ctx_.params, u.advantages, u.returns, {.threads = 1});
      f.stats = agent_->Update(u, it_seed.Derive("shuffle").key());
      if (!f.stats.finite) {
        return Status::Runtime("loop " + run_id_ + " iteration " + std::to_string(it) + ": " +
                               f.stats.problem);
      }
    }
    board_.Publish(it + 1, std::shared_ptr<const sim::Policy>(agent_->Snapshot()));
    f.learner_s = Seconds(t_learn);
    return f;
  }

  Status Iteration(int64_t it) {
    const auto t_iter = Clock::now();
    std::optional<Batch> got = queue_.Pop();
    const double idle_s = Seconds(t_iter);
    if (!got) return Status::Runtime("loop " + run_id_ + ": the sampler stopped early");
    Batch& batch = *got;
    if (!batch.error.ok()) return batch.error;
    // The groups the gate held back last time, with their final verdicts, then this batch's.
    std::vector<Episode> eps = std::move(carry_);
    carry_.clear();
    std::set<int> carried;
    for (const Episode& e : eps) carried.insert(e.group);
    if (Status st = collector_.Collect(eps, false); !st.ok()) return st;
    const bool last = it + 1 == lc_.iterations;
    const int64_t deferred = VerdictCollector::Split(batch.eps, last, &eps, &carry_);
    if (last) {  // no later update to wait for: this one waits for every verdict
      if (Status st = collector_.Collect(eps, false); !st.ok()) return st;
    }
    auto learned = Learn(it, eps);
    if (!learned.ok()) return learned.status();
    UpdateFacts facts = *learned;
    facts.deferred_groups = deferred;
    facts.carried_groups = static_cast<int64_t>(carried.size());
    facts.policy_lag = it - batch.policy_version;
    facts.learner_idle_s = idle_s;
    // The verdicts still owed on this update's samples (they cannot change its rewards), so
    // that the metrics and the store hold final verdicts.
    if (Status st = collector_.Collect(eps, true); !st.ok()) return st;
    return Record(it, t_iter, std::move(eps), batch, facts);
  }

  // Metrics, checkpoint and the store's transaction for iteration `it`.
  Status Record(int64_t it, Clock::time_point t_iter, std::vector<Episode> eps, const Batch& batch,
                const UpdateFacts& facts) {
    const EpisodeTally t = Tally(eps);
    // One checkpoint file per iteration: the store names the one of its last complete
    // iteration, whatever moment a kill comes at.
    const std::string checkpoint = run_dir_ + "/checkpoint-" + std::to_string(it) + ".pt";
    if (Status st = agent_->Save(checkpoint); !st.ok()) return st;
    const auto alarms = alarms_.Add(it, t.reward.Get(), t.pass.Get(), t.heldout.Get());
    json m = IterationMetrics(arm_, result_.seed, it, eps, t, batch, facts, ctx_.pool.workers(),
                              alarms_.last_gap(), alarms);
    IterationRecord rec;
    rec.iteration = static_cast<int>(it);
    rec.checkpoint = checkpoint;
    if (auto bytes = config::ReadTextFile(checkpoint); bytes.ok()) {
      rec.checkpoint_hash = Fnv1a64().Add(*bytes).Hex();
    }
    for (Episode& e : eps) rec.trajectories.push_back(std::move(e.record));
    m["iteration_s"] = Seconds(t_iter);  // waiting, learning and storing
    rec.metrics_json = m.dump();
    if (Status st = ctx_.store.AppendIteration(run_id_, rec); !st.ok()) return st;
    std::error_code ec;  // checkpoints a resumed sampler can no longer need
    fs::remove(run_dir_ + "/checkpoint-" + std::to_string(it - lc_.pipeline_depth - 3) + ".pt", ec);
    out_ << "[" << run_id_ << "] iteration " << it + 1 << "/" << lc_.iterations << ": reward "
         << t.reward.Get() << ", tests pass " << t.pass.Get() << ", held-out pass "
         << t.heldout.Get() << ", cheat actions " << m["cheat_action_rate"].get<double>()
         << ", flagged " << t.flagged.Get() << (alarms.first ? "  ALARM" : "")
         << (alarms.second ? "  GAP ALARM" : "") << " (" << m["iteration_s"].get<double>()
         << " s, learner idle " << facts.learner_idle_s << " s)\n"
         << std::flush;
    result_.iterations.push_back(std::move(m));
    std::string lines;  // the store is the record; this file is for reading along
    for (const json& row : result_.iterations) lines += row.dump() + "\n";
    return WriteFileAtomic(run_dir_ + "/metrics.jsonl", lines);
  }

  const LoopContext& ctx_;
  const LoopSection& lc_;
  const std::string arm_;
  const bool antihack_on_;
  const std::string run_id_, run_dir_;
  const SeedTree seed_;
  std::ostream& out_;
  RunResult result_;
  Alarms alarms_;
  int64_t first_iteration_ = 0;
  std::array<double, 3> tier_pass_ = {0.5, 0.5, 0.5};
  std::vector<std::array<double, 3>> tier_history_;  // after each stored iteration's batch
  std::unique_ptr<learner::Agent> agent_;
  RewardService service_;
  VerdictCollector collector_;
  PolicyBoard board_;
  BoundedQueue<Batch> queue_;
  std::thread sampler_;
  std::vector<Episode> carry_;  // the previous batch's groups the gate held back
};

}  // namespace

Result<RunResult> RunArmSeed(const LoopContext& ctx, const std::string& arm, int64_t seed_value,
                             std::ostream& out) {
  LoopRun run(ctx, arm, seed_value, out);
  return run.Run();
}

}  // namespace agentrl::harness::loop
