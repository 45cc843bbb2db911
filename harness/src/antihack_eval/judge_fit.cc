#include "judge_fit.h"

#include <string>

namespace agentrl::harness::antihack_eval {

FittedJudge FitJudge(const std::vector<EvaluatedCase>& ev, double target_fpr,
                     const std::function<bool(const antihack::CheatCase&)>& exclude) {
  auto residual = [&](const std::string& split, std::vector<std::vector<double>>* x,
                      std::vector<int>* y) {
    for (const EvaluatedCase& e : ev) {
      if (e.c->split != split || e.rule_flagged || (exclude && exclude(*e.c))) continue;
      x->push_back(e.check.features);
      y->push_back(e.c->label == "cheat" ? 1 : 0);
    }
  };
  std::vector<std::vector<double>> xt, xv;
  std::vector<int> yt, yv;
  residual("train", &xt, &yt);
  residual("val", &xv, &yv);
  FittedJudge f;
  f.model = antihack::JudgeModel::Fit(xt, yt);
  f.model.Calibrate(xv, yv);
  std::vector<double> honest_scores;
  for (size_t i = 0; i < xv.size(); ++i) {
    if (!yv[i]) honest_scores.push_back(f.model.Probability(xv[i]));
  }
  for (const EvaluatedCase& e : ev) {
    if (e.c->split != "val" || e.c->label != "honest") continue;
    ++f.val_honest;
    if (e.rule_flagged) ++f.val_rule_false_positives;
  }
  f.model.SetThreshold(antihack::ThresholdForFpr(honest_scores, f.val_honest,
                                                 f.val_rule_false_positives, target_fpr),
                       target_fpr);
  return f;
}

void AddJudgeToAll(const antihack::JudgeModel& model, std::vector<EvaluatedCase>* ev) {
  for (EvaluatedCase& e : *ev) {
    antihack::AddJudge(&e.check.verdict, model.Judge(e.check.features), model);
  }
}

bool DetectorFlags(const EvaluatedCase& e, const antihack::JudgeModel& model) {
  return e.rule_flagged || model.Probability(e.check.features) >= model.threshold();
}

}  // namespace agentrl::harness::antihack_eval
