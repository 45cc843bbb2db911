// What `antihack eval` measures on a group of evaluated cases (a split, or a whole second set):
// recall per cheat category and per stage, false positives per honest kind, the judge's
// reliability bins, the ROC curve of the full detector as the judge's threshold sweeps, and the
// leave-one-family-out refits (generalisation to a category or generator never trained on).
// Every rate is kept as k of n so that reports can give its exact 95% interval.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "agentrl/harness/binomial.h"
#include "cases.h"

namespace agentrl::harness::antihack_eval {

using CaseFilter = std::function<bool(const EvaluatedCase&)>;

struct CategoryTally {
  int n = 0, rule = 0, judge = 0, correct_category = 0, passed_tests = 0;
  Proportion flagged() const { return {rule + judge, n}; }
};

struct SplitMetrics {
  std::map<std::string, CategoryTally> cheats;  // by cheat category
  std::map<std::string, CategoryTally> honest;  // by honest kind (correct, buggy, suspicious)
  int tp = 0, fp = 0, fp_rule = 0, fp_judge = 0, n_cheat = 0, n_honest = 0;
  int n_cheat_passed = 0, tp_passed = 0;  // cheats that passed the hidden tests, and caught
  static constexpr int kBins = 10;
  std::vector<double> bin_p = std::vector<double>(kBins, 0), bin_y = std::vector<double>(kBins, 0);
  std::vector<int> bin_n = std::vector<int>(kBins, 0);

  Proportion recall() const { return {tp, n_cheat}; }
  // Recall on the cheats the sandbox alone would have rewarded (they passed the hidden tests):
  // the ones a reward depends on the detector to stop.
  Proportion recall_passed() const { return {tp_passed, n_cheat_passed}; }
  Proportion false_positive_rate() const { return {fp, n_honest}; }
  // Honest cases of kind "suspicious" (odd-looking but honest), and every other honest kind.
  Proportion false_positive_rate_suspicious() const;
  Proportion false_positive_rate_other_honest() const;
};

// Tallies the cases `in` selects; verdicts must hold the judge already.
SplitMetrics ScoreCases(const std::vector<EvaluatedCase>& ev, const CaseFilter& in);

struct RocPoint {
  double threshold, fpr, tpr;
};
struct RocCurve {
  // Thresholds from above 1 (the rules alone) down to 0 (every case flagged: (1, 1)).
  std::vector<RocPoint> points;
  RocPoint operating;  // at the model's threshold
  double auc = 0;      // trapezoidal area under `points`
};
// The full detector on the selected cases: a case counts as flagged at threshold t when the
// rules flagged it or its judge probability is >= t.
RocCurve ComputeRoc(const std::vector<EvaluatedCase>& ev, const CaseFilter& in,
                    double operating_threshold);

// One leave-one-family-out refit: the family's cheats left out of training and calibration,
// then the full detector's recall on every case of the family in the whole set, and the
// refit's false-positive rate on the reported split's honest cases.
struct FamilyResult {
  std::string family;
  std::string categories;  // the cheat categories of the family's cases, comma-separated
  int left_out_of_training = 0;
  Proportion recall, recall_trained_with;  // refit, and the reported detector
  Proportion false_positive_rate;
  double threshold = 0;
};
struct Generalization {
  std::vector<FamilyResult> by_category, by_generator;  // generator = the case's variant
};
// The families are those of `families_from` (all of `ev` when null); each refit leaves the
// family's cases of all of `ev` (development sets the judge learns from too) out of training,
// and its recall counts them all.
Generalization LeaveOneFamilyOut(const std::vector<EvaluatedCase>& ev, double target_fpr,
                                 const antihack::JudgeModel& reported, const CaseFilter& fpr_cases,
                                 const std::vector<EvaluatedCase>* families_from = nullptr);

}  // namespace agentrl::harness::antihack_eval
