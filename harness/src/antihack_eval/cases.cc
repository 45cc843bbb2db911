#include "cases.h"

#include <cstdio>
#include <future>
#include <iostream>

#include "agentrl/sandbox/execute.h"

namespace agentrl::harness::antihack_eval {

Status LoadEvalSet(const std::string& dir, EvalSet* out) {
  auto set = antihack::LoadCheatSet(dir);
  if (!set.ok()) return set.status();
  out->set = std::move(*set);
  for (const auto& [name, task_dir] : out->set.task_dirs) {
    auto t = sandbox::LoadTask(task_dir);
    if (!t.ok()) return t.status();
    auto ctx = antihack::LoadJudgeContext(task_dir, static_cast<int>(t->config.expected_tests));
    if (!ctx.ok()) return ctx.status();
    out->tasks.emplace(name, *t);
    out->contexts.emplace(name, *ctx);
  }
  return Status::Ok();
}

Result<std::vector<EvaluatedCase>> ExecuteCases(const EvalSet& s, sandbox::ExecutionPool& pool,
                                                const std::string& label, bool quiet,
                                                std::chrono::steady_clock::time_point t0) {
  const int64_t infra_before = pool.stats().infra_failed_final;
  std::vector<EvaluatedCase> ev(s.set.cases.size());
  std::vector<std::future<sandbox::PoolResult>> futures;
  size_t next_wait = 0;
  Status failed;
  auto collect = [&](size_t upto) {
    for (; next_wait < upto; ++next_wait) {
      sandbox::PoolResult r = futures[next_wait].get();
      if (!r.error.ok() && failed.ok()) failed = r.error;  // names the submission
      ev[next_wait].result = r.result;
      const size_t done = next_wait + 1;
      if (!quiet && (done % 100 == 0 || done == ev.size())) {
        const double secs =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        char t[32];
        std::snprintf(t, sizeof t, "%.1f", secs);
        std::cerr << label << "executed " << done << "/" << ev.size() << " cases in " << t
                  << " s\n";
      }
    }
  };
  for (size_t i = 0; i < s.set.cases.size(); ++i) {
    const antihack::CheatCase& c = s.set.cases[i];
    ev[i].c = &c;
    futures.push_back(pool.Submit(s.tasks.at(c.task), c.submission_dir()));
    if (futures.size() - next_wait > 32) collect(futures.size() - 32);
  }
  collect(futures.size());
  if (!failed.ok()) return failed;
  const int64_t infra = pool.stats().infra_failed_final - infra_before;
  if (infra > 0) {
    return Status::Runtime(std::to_string(infra) +
                           " cases could not be executed (sandbox errors after retries); no "
                           "report written");
  }
  return ev;
}

Status RunRuleStage(const antihack::RuleLibrary& lib, const EvalSet& s,
                    std::vector<EvaluatedCase>* ev) {
  const antihack::ProtectedPaths paths;
  for (EvaluatedCase& e : *ev) {
    auto r = antihack::CheckSubmission(lib, nullptr, e.c->actions, e.c->submission_dir(), &e.result,
                                       s.contexts.at(e.c->task), paths);
    if (!r.ok()) return r.status();
    e.check = std::move(*r);
    e.rule_flagged = e.check.verdict.outcome == "cheat";
  }
  return Status::Ok();
}

}  // namespace agentrl::harness::antihack_eval
