// `agentrl antihack eval SET`: executes every case of a seeded cheat set in the sandbox (audit
// on), runs the rule stage, trains the judge on the train split (cases the rules let through),
// calibrates it on the validation split (Platt scaling, threshold at a target false-positive
// rate), and reports on the chosen split: recall per category, false-positive rate and
// precision on honest cases, per-stage contribution, category accuracy, and a reliability
// (calibration) plot. Writes report.json, report.md, cases.jsonl, judge_model.json,
// calibration.svg/png and config.json (the resolved options) into the output directory.
#pragma once

#include <string>

#include "agentrl/core/status.h"

namespace agentrl::harness {

struct AntihackEvalOptions {
  std::string set_dir;
  std::string split = "test";  // train | val | test | all
  std::string out_dir;         // "" = runs/antihack-eval-<set name>
  std::string model;           // judge model to use instead of training one ("" = train)
  std::string rules_dir;       // "" = the repository's
  double target_fpr = 0.02;
  int workers = 0;  // sandbox workers (0 = cores)
  bool quiet = false;
};

Status RunAntihackEval(const AntihackEvalOptions& opts);

}  // namespace agentrl::harness
