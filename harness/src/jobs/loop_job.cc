#include "agentrl/harness/loop_job.h"

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "../loop/report.h"
#include "../loop/run.h"
#include "../loop/sandbox_env.h"
#include "agentrl/antihack/pystatic.h"
#include "agentrl/core/config.h"
#include "agentrl/core/files.h"
#include "agentrl/core/hash.h"
#include "agentrl/harness/review_cache.h"
#include "agentrl/harness/reward_service.h"
#include "agentrl/learner/train_config.h"
#include "agentrl/sandbox/execute.h"

namespace agentrl::harness {
namespace {

using nlohmann::json;

// The versions a run records: rule library, judge, sandbox settings, task corpus and cheat set.
json Versions(const antihack::RuleLibrary& rules, const antihack::JudgeModel* judge,
              const antihack::Reviewer* reviewer, const LoopSection& cfg,
              const std::vector<EnvTask>& tasks) {
  Fnv1a64 cheats;
  std::vector<std::pair<std::string, const sandbox::Task*>> named;
  for (const EnvTask& t : tasks) {
    named.emplace_back(t.name, &t.task);
    for (const Candidate* c : {&t.correct, &t.partial, &t.wrong}) cheats.Add(c->code);
    for (const Candidate& c : t.cheats) cheats.Add(c.category).Add(c.code);
  }
  return {{"rules", rules.version()},
          {"judge", judge ? judge->version() : "none"},
          {"sandbox",
           std::string("bubblewrap+seccomp, audit on, pool cache ") + (cfg.cache ? "on" : "off")},
          {"task_corpus", TaskCorpusVersion(named)},
          {"cheat_set", "cheats-" + cheats.Hex()},
          {"reviewer",
           reviewer ? reviewer->version() + " (" + reviewer->config().model + ")" : "none"}};
}

}  // namespace

// The driver, as the design's data flow: load the tasks and the anti-hack stages -> check the
// store -> for every arm and seed, run the loop (loop/run.h) -> the report (loop/report.h).
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
    ctx->closeness_alone = cfg.antihack.closeness_alone;
    contexts.emplace(t.name, *ctx);
  }
  auto store = TrajectoryStore::Open(dir + "/store.sqlite");
  if (!store.ok()) return store.status();
  auto reviewer = OpenReviewer(cfg.antihack.reviewer, store->path());
  if (!reviewer.ok()) return reviewer.status();
  const json versions =
      Versions(*rules, judge ? &*judge : nullptr, reviewer->reviewer.get(), lc, *env);
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
  const loop::SandboxEnv sandbox_env(*env, loop::SandboxEnvSpecOf(lc));
  const loop::LoopContext ctx{cfg,
                              sandbox_env,
                              tasks,
                              heldout_tasks,
                              contexts,
                              *rules,
                              judge ? &*judge : nullptr,
                              pool,
                              recheck_pool,
                              *store,
                              *config_dump,
                              versions.dump(),
                              dir,
                              critic,
                              params,
                              reviewer->reviewer.get()};
  std::vector<loop::RunResult> results;
  for (const std::string& arm : lc.arms) {
    for (int64_t seed_value : lc.seeds) {
      auto run = loop::RunArmSeed(ctx, arm, seed_value, out);
      if (!run.ok()) return run.status();
      results.push_back(std::move(*run));
    }
  }
  const loop::ReportInputs report{cfg,     versions, env->size(), estimator, pool.workers(),
                                  results, dir};
  if (Status st = loop::LoopReport(report).Write(out); !st.ok()) return st;
  // The reviewer's cost over every arm and seed: reviewer.json and a section of report.md.
  if (const antihack::Reviewer* r = reviewer->reviewer.get()) {
    const antihack::ReviewerStats rs = r->stats();
    json j = json::parse(ReviewerStatsJson(rs));
    j["version"] = r->version();
    j["model"] = r->config().model;
    if (Status st = WriteFileAtomic(dir + "/reviewer.json", j.dump(2) + "\n"); !st.ok()) return st;
    auto md = config::ReadTextFile(dir + "/report.md");
    if (!md.ok()) return md.status();
    const std::string line = FormatReviewerStats(rs);
    if (Status st = WriteFileAtomic(dir + "/report.md", *md + "\n## LLM reviewer\n\n`" +
                                                            r->version() + "` (" +
                                                            r->config().model + "): " + line +
                                                            ".\n");
        !st.ok()) {
      return st;
    }
    out << "reviewer: " << line << "\n";
  }
  return Status::Ok();
}

}  // namespace agentrl::harness
