// The first steps of `antihack eval`: load a cheat set with its tasks and the judge's view of
// them, execute every case in the sandbox (audit on), and run the rule stage over each result.
#pragma once

#include <chrono>
#include <map>
#include <string>
#include <vector>

#include "agentrl/antihack/cheatset.h"
#include "agentrl/antihack/verdict.h"
#include "agentrl/core/status.h"
#include "agentrl/sandbox/pool.h"
#include "agentrl/sandbox/task.h"

namespace agentrl::harness::antihack_eval {

// A cheat set and what its cases run against. Cases point into `set`: keep an EvalSet where it
// is (not copied or moved) once cases have been executed.
struct EvalSet {
  antihack::CheatSet set;
  std::map<std::string, sandbox::Task> tasks;
  std::map<std::string, antihack::JudgeContext> contexts;
};
Status LoadEvalSet(const std::string& dir, EvalSet* out);

// One case after the sandbox and the stages: `check.verdict` holds the rule stage's verdict
// until the judge is added (AddJudgeToAll).
struct EvaluatedCase {
  const antihack::CheatCase* c = nullptr;
  sandbox::SandboxResult result;
  antihack::CheckResult check;
  bool rule_flagged = false;  // the rule stage alone said cheat
};

// Executes every case of `s` on `pool`, in id order, at most 32 in flight; progress goes to
// stderr every 100 cases as "<label>executed i/n cases in t s" unless quiet. Fails on the
// first case that could not be submitted and when any case stayed a sandbox error after its
// retries.
Result<std::vector<EvaluatedCase>> ExecuteCases(const EvalSet& s, sandbox::ExecutionPool& pool,
                                                const std::string& label, bool quiet,
                                                std::chrono::steady_clock::time_point t0);

// The rule stage (trajectory, static and runtime rules over the audit) on every case.
Status RunRuleStage(const antihack::RuleLibrary& lib, const EvalSet& s,
                    std::vector<EvaluatedCase>* ev);

}  // namespace agentrl::harness::antihack_eval
