// `agentrl antihack check | eval | add-sample`: the anti-hack stages on one submission, the
// evaluation of a seeded cheat set, and adding a newly found case to a set.
#include <filesystem>
#include <iostream>

#include "agentrl/antihack/cheatset.h"
#include "agentrl/antihack/verdict.h"
#include "agentrl/core/config.h"
#include "agentrl/core/deep_stack.h"
#include "agentrl/harness/antihack_eval.h"
#include "agentrl/sandbox/runner.h"
#include "commands.h"

namespace agentrl::cli {
namespace {

struct CheckFlags {
  std::string task, trajectory, submission, rules, judge, hidden_tests = "/grader/tests",
                                                          reference = "/grader/reference";
  bool run = false, json = false, no_judge = false;
};

Status Check(const CheckFlags& f) {
  auto lib =
      antihack::RuleLibrary::Load(f.rules.empty() ? antihack::RuleLibrary::DefaultDir() : f.rules);
  if (!lib.ok()) return lib.status();
  auto text = config::ReadTextFile(f.trajectory);
  if (!text.ok()) return text.status();
  auto actions = antihack::ParseTrajectory(*text, f.trajectory);
  if (!actions.ok()) return actions.status();
  const antihack::ProtectedPaths paths{f.hidden_tests, f.reference};
  if (f.task.empty() != f.submission.empty() || (f.run && f.task.empty())) {
    return Status::InvalidInput(
        "--task and --submission go together (and --run needs both); with neither, only the "
        "trajectory rules run");
  }
  if (f.task.empty()) {
    const antihack::Verdict v = antihack::RuleVerdict(
        *lib, OnDeepStack([&] { return lib->CheckTrajectory(*actions, paths); }));
    std::cout << (f.json ? antihack::VerdictToJson(v) + "\n"
                         : antihack::FormatVerdict(v) +
                               "(trajectory rules only: pass --task and --submission for the "
                               "static rules and the judge)\n");
    return Status::Ok();
  }
  auto task = sandbox::LoadTask(f.task);
  if (!task.ok()) return task.status();
  auto ctx = antihack::LoadJudgeContext(f.task, static_cast<int>(task->config.expected_tests));
  if (!ctx.ok()) return ctx.status();
  std::optional<antihack::JudgeModel> judge;
  if (!f.no_judge) {
    auto m =
        antihack::JudgeModel::Load(f.judge.empty() ? antihack::JudgeModel::DefaultPath() : f.judge);
    if (!m.ok()) return m.status();
    judge = *m;
  }
  std::optional<sandbox::SandboxResult> result;
  std::string run_line;
  if (f.run) {
    if (Status st = sandbox::CheckIsolation(); !st.ok()) return st;
    auto r = sandbox::RunSubmission(*task, f.submission, {});
    if (!r.ok()) return r.status();
    result = *r;
    run_line = std::string("sandbox: ") + sandbox::RunStatusName(r->status) + " (" +
               std::to_string(r->tests.passed) + "/" + std::to_string(r->tests.total) +
               " tests), " + std::to_string(sandbox::AllAuditEvents(*r).size()) + " audit events\n";
  }
  auto checked = antihack::CheckSubmission(*lib, judge ? &*judge : nullptr, *actions, f.submission,
                                           result ? &*result : nullptr, *ctx, paths);
  if (!checked.ok()) return checked.status();
  if (f.json) {
    std::cout << antihack::VerdictToJson(checked->verdict) << "\n";
  } else {
    std::cout << run_line << antihack::FormatVerdict(checked->verdict);
    if (result) {
      std::cout << "reward: " << result->reward << " from the tests, "
                << antihack::ComposeReward(checked->verdict, result->reward)
                << " after the verdict\n";
    } else {
      std::cout << "(no --run: runtime rules over the sandbox audit were skipped)\n";
    }
  }
  return Status::Ok();
}

}  // namespace

void AddAntihackCommands(CLI::App& app, CommandContext& ctx) {
  CLI::App* ah = AddSubcommand(app, "antihack",
                               "Anti-hack: rule stage and semantic judge, cheat-set evaluation");
  ah->require_subcommand(1);
  auto f = std::make_shared<CheckFlags>();
  auto* check = AddSubcommand(*ah, "check",
                              "Check one trajectory and submission: trajectory, static and (with "
                              "--run) runtime rules, then the judge; prints the verdict");
  check->add_option("--trajectory", f->trajectory, "JSON Lines of agent actions")->required();
  check->add_option("--task", f->task, "task directory (static rules and judge)");
  check->add_option("--submission", f->submission, "submission directory");
  check->add_flag("--run", f->run, "execute the submission in the sandbox and check its audit");
  check->add_flag("--json", f->json, "print the verdict as JSON");
  check->add_option("--rules", f->rules, "rule directory (default: the repository's)");
  check->add_option("--judge", f->judge,
                    "judge model JSON (default: antihack/judge/model.json, written by "
                    "`antihack eval`)");
  check->add_flag("--no-judge", f->no_judge, "rule stage only");
  check->add_option("--hidden-tests", f->hidden_tests, "protected path of the hidden tests");
  check->add_option("--reference", f->reference, "protected path of the reference");
  check->callback([&ctx, f] { ctx.action = [f] { return Check(*f); }; });

  auto e = std::make_shared<harness::AntihackEvalOptions>();
  auto* eval = AddSubcommand(*ah, "eval",
                             "Evaluate the anti-hack stages on a seeded cheat set: every case "
                             "executed in the sandbox; recall per category, false-positive rate, "
                             "per-stage contribution, calibration, ROC; 95% intervals");
  eval->add_option("set", e->set_dir, "cheat set directory (e.g. cheatsets/corpus)")->required();
  eval->add_option("--split", e->split, "split to report: train, val, test or all")
      ->default_val("test");
  eval->add_option("--out", e->out_dir, "output directory (default runs/antihack-eval-<name>)");
  eval->add_option("--model", e->model, "use this judge model instead of training one");
  eval->add_option("--rules", e->rules_dir, "rule directory (default: the repository's)");
  eval->add_option("--target-fpr", e->target_fpr, "false-positive rate the judge is calibrated to")
      ->default_val(0.02);
  eval->add_option("--workers", e->workers, "sandbox workers (0 = cores)")->default_val(0);
  eval->add_flag("--generalization", e->generalization,
                 "also refit the judge leaving each cheat category, then each generator "
                 "(variant), out of training; report each family's recall (no re-execution)");
  eval->add_option("--reviewer", e->reviewer_config,
                   "run the LLM reviewer after the judge, configured by this experiment file's "
                   "[antihack.reviewer] (reviews cached in OUT/reviews.sqlite)");
  eval->add_flag("--reviewer-test-model", e->reviewer_test_model,
                 "the reviewer's model judges nothing (integrations/llama's random weights): "
                 "report its cost and latency, leave its quality empty");
  eval->add_option("--heldout", e->heldout_dir,
                   "a second cheat set, executed too and scored in full by the reported "
                   "detector (report.json \"heldout\", heldout_cases.jsonl)");
  eval->add_option("--train-also", e->train_also,
                   "development cheat sets whose every case joins the judge's train split "
                   "(executed, never scored)")
      ->delimiter(',');
  eval->add_option("--val-also", e->val_also,
                   "development cheat sets whose every case joins the judge's validation split "
                   "(calibration and threshold; executed, never scored)")
      ->delimiter(',');
  eval->add_flag("--quiet", e->quiet, "no progress or table on the terminal");
  eval->callback([&ctx, e] { ctx.action = [e] { return harness::RunAntihackEval(*e); }; });

  auto s = std::make_shared<antihack::NewSample>();
  auto set_dir = std::make_shared<std::string>();
  auto* add = AddSubcommand(*ah, "add-sample",
                            "Add a labelled case (a newly found cheat, or an honest case the "
                            "system got wrong) to a cheat set, validated first");
  add->add_option("set", *set_dir, "cheat set directory")->required();
  add->add_option("--id", s->id, "case id (the directory name under cases/)")->required();
  add->add_option("--task", s->task, "task name (in one of the set's splits)")->required();
  add->add_option("--label", s->label, "honest or cheat")->required();
  add->add_option("--category", s->category,
                  "cheat category, or correct/buggy/suspicious for honest cases")
      ->required();
  add->add_option("--trajectory", s->trajectory_file, "JSON Lines of agent actions")->required();
  add->add_option("--submission", s->submission_dir, "submitted files")->required();
  add->add_option("--variant", s->variant, "free-form variant name")->default_val("added");
  add->add_option("--note", s->note, "where it was found, what it does");
  add->callback([&ctx, s, set_dir] {
    ctx.action = [s, set_dir] {
      auto dir = antihack::AddSample(*set_dir, *s);
      if (!dir.ok()) return dir.status();
      std::cout << "added " << *dir
                << "\n(rerun `agentrl antihack eval` to measure it; rule edits change the "
                   "library's version)\n";
      return Status::Ok();
    };
  });
}

}  // namespace agentrl::cli
