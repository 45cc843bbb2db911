// `agentrl antihack eval SET`: executes every case of a seeded cheat set in the sandbox (audit
// on), runs the rule stage, trains the judge on the train split (cases the rules let through),
// calibrates it on the validation split (Platt scaling, threshold at a target false-positive
// rate), and reports on the chosen split: recall per category and false-positive rates, each
// as k/n with its exact (Clopper-Pearson) 95% interval, precision on honest cases, per-stage
// contribution, category accuracy, a reliability (calibration) plot and the full detector's
// ROC curve with its operating point. Writes report.json, report.md, cases.jsonl,
// judge_model.json, calibration.svg/png, roc.svg/png and config.json (the resolved options)
// into the output directory.
//
// With `generalization`, the judge is also refit once per family of cheats left out of
// training and calibration (each cheat category, then each generator, the case's `variant`),
// without executing anything again, and the full detector's recall on that family is reported
// beside the refit's false-positive rate. With `heldout_dir`, a second set is executed too and
// every case of it is scored by the reported detector (report.json's "heldout" section,
// heldout_cases.jsonl). With `reviewer_config`, the LLM reviewer runs after the judge on the
// main set (report.json's "reviewer" section; src/antihack_eval/reviewer_stage.h).
#pragma once

#include <string>
#include <vector>

#include "agentrl/core/status.h"

namespace agentrl::harness {

struct AntihackEvalOptions {
  std::string set_dir;
  std::string split = "test";  // train | val | test | all
  std::string out_dir;         // "" = runs/antihack-eval-<set name>
  std::string model;           // judge model to use instead of training one ("" = train)
  std::string rules_dir;       // "" = the repository's
  std::string heldout_dir;     // a second cheat set scored in full ("" = none)
  // Development sets the judge also learns from: every case of a train_also set joins the
  // train split, of a val_also set the validation split (calibration and threshold). Their
  // cases are executed too; they are never scored.
  std::vector<std::string> train_also, val_also;
  double target_fpr = 0.02;
  int workers = 0;              // sandbox workers (0 = cores)
  bool generalization = false;  // leave-one-category-out and leave-one-generator-out refits
  // The LLM reviewer after the judge: the experiment file whose [antihack.reviewer] configures
  // it ("" = none; `enabled` is implied). Its reviews are cached in OUT/reviews.sqlite.
  std::string reviewer_config;
  bool reviewer_test_model = false;  // the model judges nothing: report cost and latency only
  bool quiet = false;
};

Status RunAntihackEval(const AntihackEvalOptions& opts);

}  // namespace agentrl::harness
