// `agentrl antihack check`: the rule stage on one trajectory (and, with --run, on the audit of
// the submission executed in the sandbox).
#include <iostream>

#include "agentrl/antihack/verdict.h"
#include "agentrl/core/config.h"
#include "agentrl/sandbox/runner.h"
#include "commands.h"

namespace agentrl::cli {
namespace {

struct CheckFlags {
  std::string task, trajectory, submission, rules, hidden_tests = "/grader/tests",
                                                 reference = "/grader/reference";
  bool run = false, json = false;
};

Status Check(const CheckFlags& f) {
  auto lib = antihack::RuleLibrary::Load(f.rules.empty() ? antihack::RuleLibrary::DefaultDir()
                                                          : f.rules);
  if (!lib.ok()) return lib.status();
  auto text = config::ReadTextFile(f.trajectory);
  if (!text.ok()) return text.status();
  auto actions = antihack::ParseTrajectory(*text, f.trajectory);
  if (!actions.ok()) return actions.status();
  const antihack::ProtectedPaths paths{f.hidden_tests, f.reference};
  std::vector<antihack::Hit> hits = lib->CheckTrajectory(*actions, paths);
  std::string run_line;
  if (f.run) {
    if (f.task.empty() || f.submission.empty()) {
      return Status::InvalidInput("--run needs --task and --submission");
    }
    if (Status st = sandbox::CheckIsolation(); !st.ok()) return st;
    auto task = sandbox::LoadTask(f.task);
    if (!task.ok()) return task.status();
    auto r = sandbox::RunSubmission(*task, f.submission, {});
    if (!r.ok()) return r.status();
    const std::vector<sandbox::AuditEvent> events = sandbox::AllAuditEvents(*r);
    const auto rt = lib->CheckAudit(events, paths);
    hits.insert(hits.end(), rt.begin(), rt.end());
    run_line = std::string("sandbox: ") + sandbox::RunStatusName(r->status) + " (" +
               std::to_string(r->tests.passed) + "/" + std::to_string(r->tests.total) +
               " tests), " + std::to_string(events.size()) + " audit events\n";
  }
  const antihack::Verdict v = antihack::RuleVerdict(*lib, std::move(hits));
  if (f.json) {
    std::cout << antihack::VerdictToJson(v) << "\n";
  } else {
    std::cout << run_line << antihack::FormatVerdict(v)
              << "(rule stage only: static code rules and the semantic judge are not built yet)\n";
  }
  return Status::Ok();
}

}  // namespace

void AddAntihackCommands(CLI::App& app, CommandContext& ctx) {
  CLI::App* ah = AddSubcommand(app, "antihack", "Anti-hack: rule checks on trajectories and audits");
  ah->require_subcommand(1);
  auto f = std::make_shared<CheckFlags>();
  auto* check = AddSubcommand(*ah, "check",
                              "Apply the rule library to a trajectory (and, with --run, to the "
                              "submission's runtime audit) and print the verdict");
  check->add_option("--trajectory", f->trajectory, "JSON Lines of agent actions")->required();
  check->add_option("--task", f->task, "task directory (for --run)");
  check->add_option("--submission", f->submission, "submission directory (for --run)");
  check->add_flag("--run", f->run, "execute the submission in the sandbox and check its audit");
  check->add_flag("--json", f->json, "print the verdict as JSON");
  check->add_option("--rules", f->rules, "rule directory (default: the repository's)");
  check->add_option("--hidden-tests", f->hidden_tests, "protected path of the hidden tests");
  check->add_option("--reference", f->reference, "protected path of the reference");
  check->callback([&ctx, f] { ctx.action = [f] { return Check(*f); }; });
}

}  // namespace agentrl::cli
