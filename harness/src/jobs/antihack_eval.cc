// The driver of `antihack eval`; its steps live in src/antihack_eval/: cases.h (load, execute,
// rule stage), judge_fit.h (fit and calibrate the judge), metrics.h (score a group of cases,
// ROC, leave-one-family-out refits) and report.h (report files and plots).
#include "agentrl/harness/antihack_eval.h"

#include <chrono>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <tuple>
#include <utility>
#include <vector>

#include "../antihack_eval/cases.h"
#include "../antihack_eval/judge_fit.h"
#include "../antihack_eval/metrics.h"
#include "../antihack_eval/report.h"
#include "../antihack_eval/reviewer_stage.h"
#include "agentrl/core/files.h"
#include "agentrl/harness/experiment_config.h"
#include "agentrl/harness/review_cache.h"
#include "agentrl/sandbox/execute.h"

namespace agentrl::harness {

using namespace antihack_eval;  // NOLINT: the driver reads as the list of its steps
using nlohmann::json;

Status RunAntihackEval(const AntihackEvalOptions& o) {
  if (o.split != "train" && o.split != "val" && o.split != "test" && o.split != "all") {
    return Status::InvalidInput("--split: \"" + o.split + "\"; accepted: train, val, test, all");
  }
  if (!(o.target_fpr >= 0 && o.target_fpr < 1)) {
    return Status::InvalidInput("--target-fpr: accepted: a number in [0, 1)");
  }
  // 1. The set(s), the rule library and a given judge, before anything runs.
  EvalSet main;
  if (Status st = LoadEvalSet(o.set_dir, &main); !st.ok()) return st;
  std::unique_ptr<EvalSet> heldout;
  if (!o.heldout_dir.empty()) {
    heldout = std::make_unique<EvalSet>();
    if (Status st = LoadEvalSet(o.heldout_dir, heldout.get()); !st.ok()) return st;
  }
  // Development sets for the judge's training, their cases moved into the split they feed.
  std::vector<std::pair<std::unique_ptr<EvalSet>, std::string>> extra;  // set, split
  for (const auto& [dirs, split, flag] : {std::tuple{&o.train_also, "train", "--train-also"},
                                          std::tuple{&o.val_also, "val", "--val-also"}}) {
    for (const std::string& dir : *dirs) {
      auto s = std::make_unique<EvalSet>();
      if (Status st = LoadEvalSet(dir, s.get()); !st.ok()) return st;
      if (s->set.name == main.set.name || (heldout && s->set.name == heldout->set.name)) {
        return Status::InvalidInput(std::string(flag) + ": " + dir + " is the set scored (" +
                                    s->set.name + "); accepted: a set that is not scored");
      }
      for (antihack::CheatCase& c : s->set.cases) c.split = split;
      extra.emplace_back(std::move(s), split);
    }
  }
  auto lib = antihack::RuleLibrary::Load(o.rules_dir.empty() ? antihack::RuleLibrary::DefaultDir()
                                                             : o.rules_dir);
  if (!lib.ok()) return lib.status();
  std::optional<ReviewerStage> reviewer;
  if (!o.reviewer_config.empty()) {
    auto cfg = LoadExperiment(o.reviewer_config);
    if (!cfg.ok()) return cfg.status();
    antihack::ReviewerConfig rc = cfg->antihack.reviewer;
    rc.enabled = true;
    const std::string dir = o.out_dir.empty() ? "runs/antihack-eval-" + main.set.name : o.out_dir;
    auto stage = OpenReviewer(rc, dir + "/reviews.sqlite");
    if (!stage.ok()) return stage.status();
    reviewer = std::move(*stage);
  }
  std::optional<antihack::JudgeModel> fixed_model;
  if (!o.model.empty()) {
    auto m = antihack::JudgeModel::Load(o.model);
    if (!m.ok()) return m.status();
    fixed_model = *m;
  }
  if (Status st = sandbox::CheckIsolation(); !st.ok()) return st;
  const std::string out = o.out_dir.empty() ? "runs/antihack-eval-" + main.set.name : o.out_dir;
  if (Status st = MakeDirectories(out); !st.ok()) return st;

  // 2. Every case runs for real (all splits: the judge trains on train and calibrates on val),
  // then the rule stage.
  sandbox::PoolOptions popts;
  popts.workers = o.workers;
  popts.cache = true;
  popts.queue_capacity = 16;
  sandbox::ExecutionPool pool(popts);
  const auto t0 = std::chrono::steady_clock::now();
  auto ev = ExecuteCases(main, pool, "antihack eval: ", o.quiet, t0);
  if (!ev.ok()) return ev.status();
  if (Status st = RunRuleStage(*lib, main, &*ev); !st.ok()) return st;
  std::vector<EvaluatedCase> heldout_ev;
  if (heldout) {
    auto h = ExecuteCases(*heldout, pool, "antihack eval: heldout set: ", o.quiet, t0);
    if (!h.ok()) return h.status();
    heldout_ev = std::move(*h);
    if (Status st = RunRuleStage(*lib, *heldout, &heldout_ev); !st.ok()) return st;
  }

  std::vector<EvaluatedCase> fit_cases = *ev;
  json training = json::array();
  training.push_back({{"set", main.set.name}, {"split", "train+val"}, {"cases", ev->size()}});
  // A given judge fits nothing here unless the leave-one-family-out refits ask for it: then the
  // development sets are not run at all.
  const bool fits = !fixed_model || o.generalization;
  if (!fits && !extra.empty() && !o.quiet) {
    std::cerr << "antihack eval: --model without --generalization fits no judge; the "
              << extra.size() << " development set(s) are not run\n";
  }
  for (const auto& [s, split] : extra) {
    if (!fits) break;
    auto x = ExecuteCases(
        *s, pool, "antihack eval: " + s->set.name + " (judge " + split + "): ", o.quiet, t0);
    if (!x.ok()) return x.status();
    if (Status st = RunRuleStage(*lib, *s, &*x); !st.ok()) return st;
    training.push_back({{"set", s->set.name}, {"split", split}, {"cases", x->size()}});
    fit_cases.insert(fit_cases.end(), x->begin(), x->end());
  }

  // 3. The judge: trained on what the rules let through in the train split, calibrated on val.
  std::optional<FittedJudge> fitted;
  if (!fixed_model) fitted = FitJudge(fit_cases, o.target_fpr);
  const antihack::JudgeModel& model = fixed_model ? *fixed_model : fitted->model;
  AddJudgeToAll(model, &*ev);
  AddJudgeToAll(model, &heldout_ev);

  // 4. Metrics on the chosen split (and on all of the second set).
  const CaseFilter in_split = [&](const EvaluatedCase& e) {
    return o.split == "all" || e.c->split == o.split;
  };
  const SplitMetrics m = ScoreCases(*ev, in_split);
  const RocCurve roc = ComputeRoc(*ev, in_split, model.threshold());
  const SplitReport split = SplitJson(m, o.target_fpr);
  const sandbox::PoolStats ps = pool.stats();
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  json report = split.json;
  report.update({{"cheat_set", main.set.name},
                 {"cheat_set_dir", o.set_dir},
                 {"split", o.split},
                 {"cases_total", ev->size()},
                 {"cases_in_split", m.n_cheat + m.n_honest},
                 {"cheats", m.n_cheat},
                 {"honest", m.n_honest},
                 {"rules_version", lib->version()},
                 {"judge_version", model.version()},
                 {"judge_trained_here", !fixed_model.has_value()},
                 {"judge_threshold", model.threshold()},
                 {"target_fpr", o.target_fpr},
                 {"calibration", CalibrationJson(m)},
                 {"roc", RocJson(roc)},
                 {"sandbox",
                  {{"executed", ps.completed},
                   {"cache_hits", ps.cache_hits},
                   {"infra_retries", ps.infra_failures},
                   {"seconds", secs}}}});
  json weights = json::array();
  for (size_t j = 0; j < antihack::kJudgeFeatures.size(); ++j) {
    weights.push_back({{"feature", antihack::kJudgeFeatures[j].name},
                       {"weight", model.weights()[j]},
                       {"points_to", antihack::kJudgeFeatures[j].category}});
  }
  report["judge_weights"] = weights;
  if (fitted) {
    report["validation"] = {{"honest", fitted->val_honest},
                            {"rule_false_positives", fitted->val_rule_false_positives}};
    report["judge_training"] = training;
  }
  std::string md = SplitMarkdown(report, m);

  // 5. Generalisation: the judge refit without each family; nothing runs again.
  if (o.generalization) {
    report["generalization"] = GeneralizationJson(
        LeaveOneFamilyOut(fit_cases, o.target_fpr, model, in_split, &*ev), o.split);
    md += GeneralizationMarkdown(report["generalization"]);
  }
  if (reviewer) {
    auto r = ReviewCases(reviewer->reviewer.get(), main, &*ev, in_split, o.split, o.target_fpr,
                         o.reviewer_test_model, o.quiet);
    if (!r.ok()) return r.status();
    report["reviewer"] = r->json;
    md += r->markdown;
  }
  SplitMetrics hm;
  if (heldout) {
    hm = ScoreCases(heldout_ev, [](const EvaluatedCase&) { return true; });
    report["heldout"] = HeldoutJson(heldout->set, o.heldout_dir, hm);
    md += HeldoutMarkdown(report["heldout"], hm);
  }

  // 6. The files.
  json config = {
      {"set_dir", o.set_dir},
      {"split", o.split},
      {"out_dir", out},
      {"model", o.model},
      {"rules_dir", o.rules_dir.empty() ? antihack::RuleLibrary::DefaultDir() : o.rules_dir},
      {"target_fpr", o.target_fpr},
      {"generalization", o.generalization},
      {"heldout", o.heldout_dir},
      {"train_also", o.train_also},
      {"val_also", o.val_also},
      {"reviewer_config", o.reviewer_config},
      {"reviewer_test_model", o.reviewer_test_model},
      {"workers", pool.workers()}};
  if (Status st = WriteCasesJsonl(out + "/cases.jsonl", *ev); !st.ok()) return st;
  if (heldout) {
    if (Status st = WriteCasesJsonl(out + "/heldout_cases.jsonl", heldout_ev); !st.ok()) {
      return st;
    }
  }
  for (const auto& [file, text] :
       std::vector<std::pair<std::string, std::string>>{{"report.json", report.dump(2) + "\n"},
                                                        {"report.md", md},
                                                        {"judge_model.json", model.ToJson() + "\n"},
                                                        {"config.json", config.dump(2) + "\n"}}) {
    if (Status st = WriteFileAtomic(out + "/" + file, text); !st.ok()) return st;
  }
  if (Status st = WriteCalibrationPlot(out, o.split, report["calibration"]); !st.ok()) return st;
  if (Status st = WriteRocPlot(out, o.split, roc, o.target_fpr); !st.ok()) return st;
  if (!o.quiet) std::cout << md << "\nwritten to " << out << "/\n";
  return Status::Ok();
}

}  // namespace agentrl::harness
