// One run of the closed loop (an arm and a seed): a sampler thread `loop.pipeline_depth`
// batches ahead of the learner through a bounded queue, and per iteration on the learner's
// side: the verdicts the gate waits for -> advantages (kernels/) -> update (learner/; decoupled
// PPO for stale batches) -> metrics -> the SQLite store (one transaction) with the checkpoint.
// A run the store holds already resumes after its last complete iteration (loop_job.h).
#pragma once

#include <cstdint>
#include <map>
#include <ostream>
#include <string>

#include "agentrl/antihack/judge.h"
#include "agentrl/antihack/rules.h"
#include "agentrl/harness/experiment_config.h"
#include "agentrl/harness/store.h"
#include "agentrl/kernels/estimators.h"
#include "agentrl/sandbox/pool.h"
#include "report.h"
#include "sandbox_env.h"

namespace agentrl::harness::loop {

// What every run of an experiment shares; everything outlives the runs.
struct LoopContext {
  const ExperimentConfig& cfg;
  const SandboxEnv& env;
  const std::map<std::string, sandbox::Task>& tasks;    // by name: graded with the hidden tests
  const std::map<std::string, sandbox::Task>& heldout;  // by name: with the held-out tests
  const std::map<std::string, antihack::JudgeContext>& contexts;
  const antihack::RuleLibrary& rules;
  const antihack::JudgeModel* judge;  // null: rule stage only
  sandbox::ExecutionPool& pool;
  sandbox::ExecutionPool& recheck_pool;  // without a cache
  TrajectoryStore& store;
  std::string config_dump, versions_dump;
  std::string dir;  // the experiment's directory
  bool critic = false;
  kernels::EstimatorParams params;
  antihack::Reviewer* reviewer = nullptr;  // [antihack.reviewer] (null: off)
};

Result<RunResult> RunArmSeed(const LoopContext& ctx, const std::string& arm, int64_t seed_value,
                             std::ostream& out);

}  // namespace agentrl::harness::loop
