// The judge's training for `antihack eval`: fit on the train split's cases the rules let
// through, Platt-calibrate on the validation split's, and set the threshold for a target
// false-positive rate on validation (the rules' own false positives counted in). The same
// procedure serves the leave-one-family-out refits, which leave some cheats out of both.
#pragma once

#include <functional>
#include <vector>

#include "agentrl/antihack/judge.h"
#include "cases.h"

namespace agentrl::harness::antihack_eval {

struct FittedJudge {
  antihack::JudgeModel model;
  int val_honest = 0, val_rule_false_positives = 0;
};

// `exclude` (may be empty) takes cases out of training and calibration.
FittedJudge FitJudge(const std::vector<EvaluatedCase>& ev, double target_fpr,
                     const std::function<bool(const antihack::CheatCase&)>& exclude = {});

// Adds `model`'s judgement to every case's verdict.
void AddJudgeToAll(const antihack::JudgeModel& model, std::vector<EvaluatedCase>* ev);

// The full detector's decision: the rules said cheat, or the judge's probability reached the
// model's threshold.
bool DetectorFlags(const EvaluatedCase& e, const antihack::JudgeModel& model);

}  // namespace agentrl::harness::antihack_eval
