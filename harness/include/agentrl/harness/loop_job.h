// The closed loop over real executions (`agentrl run` with [loop] enabled).
//
// SandboxEnv: each task of the cheat set (tasks/python) becomes a small episode in which the
// policy acts through a menu that reuses the simulator's six actions, so the same learners
// train on it:
//   edit       apply the next candidate edit: wrong (the starter) -> partial (a buggy version)
//              -> correct, succeeding with a tier-dependent probability
//   run_tests  run the current candidate's tests in the sandbox (revealing pass or fail)
//   submit     submit the current candidate: graded for real in the sandbox
//   give_up    end with reward 0
//   guess      submit the partial candidate at once
//   cheat      submit one of the task's seeded cheats (its trajectory joins the episode's)
// Features: [stage/2, tests known to pass, tests known to fail, tier/2, turn/max_turns, 1].
//
// Each iteration: sample episodes (a sampler thread, `loop.pipeline_depth` batches ahead of the
// learner through a bounded queue; batch b is sampled by the policy after update b - depth; sandbox
// runs go to the execution pool in parallel) -> held-out tests (never a reward) and the reward
// service (sandbox, rule stage, judge, composition) -> advantages (kernels/) -> update (learner/;
// decoupled PPO for stale batches) -> the SQLite store (one transaction) with metrics and the
// checkpoint. With `loop.async_judge`, a group holding a positive reward the judge has yet to
// confirm waits for the next update (anti-hack on).
// Arm antihack_off books the tests' reward; antihack_on books the composed one. Both record the
// verdicts, so the report can show what anti-hack would have caught.
//
// Resuming: a run the store already holds (same experiment, checked before anything is written)
// continues after its last complete iteration from the checkpoint recorded with it (weights,
// optimizer moments, value normaliser), with the tier pass rates and the alarm's history read
// back from the store; every random draw is derived from (seed, iteration), so the resumed run
// ends exactly where an uninterrupted one does. With the asynchronous judge it samples its last
// stored batch again for the groups that were still waiting for their verdicts.
#pragma once

#include <array>
#include <ostream>
#include <string>
#include <vector>

#include "agentrl/antihack/trajectory.h"
#include "agentrl/core/status.h"
#include "agentrl/harness/experiment_config.h"
#include "agentrl/sandbox/task.h"
#include "agentrl/sim/code_agent_env.h"

namespace agentrl::harness {

struct Candidate {
  std::string kind;      // correct, partial, wrong, cheat
  std::string category;  // a cheat's category
  std::string case_id;   // its cheat-set case ("starter" for the task's starter code)
  std::string submission_dir;
  std::string code;                       // solution.py (for the trajectory's write actions)
  std::vector<antihack::Action> actions;  // a cheat's own trajectory
};

struct EnvTask {
  std::string name;
  sandbox::Task task;
  int tier = 0;  // 0 easy, 1 medium, 2 hard
  Candidate correct, partial, wrong;
  std::vector<Candidate> cheats;
};

// Loads the tasks of the cheat set's chosen splits with their candidates: the honest correct and
// buggy cases, the starter, and every cheat case.
Result<std::vector<EnvTask>> LoadSandboxEnv(const LoopSection& cfg);

struct EpisodeState {
  int stage = 0;  // 0 wrong, 1 partial, 2 correct
  int known = 0;  // 0 unknown, 1 tests failed, 2 tests passed
  int turn = 0;
};
sim::Features ObserveSandbox(const EnvTask& t, const EpisodeState& s, int max_turns);

Status RunLoopJob(const ExperimentConfig& cfg, std::ostream& out);

}  // namespace agentrl::harness
