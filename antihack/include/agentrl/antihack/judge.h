// Stage 2 of the anti-hack system, the semantic judge: isolated from the policy, it sees only the
// trajectory, the submission, the sandbox's result and logs, and the task's grader-side files
// (hidden tests, reference, upstream sources). It turns them into a fixed feature vector
// (clone containment, hardcoded-output evidence, toggles, deleted features, the rule stage's
// medium hits, obfuscation, the test outcome) and a logistic-regression classifier gives a
// probability, Platt-calibrated on a validation split, with its top reasons (the features
// pushing the score up most). The decision threshold is calibrated on the validation split to a
// target false-positive rate. The model is a small JSON file; its version is a hash of it.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "agentrl/antihack/provenance.h"
#include "agentrl/antihack/pystatic.h"
#include "agentrl/antihack/rules.h"
#include "agentrl/antihack/trajectory.h"
#include "agentrl/core/status.h"
#include "agentrl/sandbox/runner.h"

namespace agentrl::antihack {

// What the judge knows of the task (never shown to the policy).
struct JudgeContext {
  std::vector<std::string> test_sources;             // hidden tests
  std::vector<std::string> reference_sources;        // reference/ and upstream/ (if any)
  // honest/ (optional): independent honest solutions, the baseline of the clone score.
  std::vector<std::string> honest_sources;
  std::vector<std::string> starter_defs;             // the starter's top-level def/class names
  std::map<std::string, std::string> starter_files;  // starter/ (relative path -> contents)
  std::string description;                           // task.toml's description (CI excerpts)
  int expected_tests = 0;
  // Closeness to the reference is evidence of copying even where a given trajectory shows no
  // way to a source (a copy from memory). Off: honest solutions of one-idiom problems are as
  // close, so without a trace closeness counts only when no trajectory is given at all.
  bool closeness_alone = false;
};
// From a task directory in the sandbox format (tests/, reference/, optional upstream/ and
// honest/, starter/, task.toml's description).
Result<JudgeContext> LoadJudgeContext(const std::string& task_dir, int expected_tests);

struct FeatureSpec {
  const char* name;
  const char* category;  // the cheat category a high value points to ("" = none)
  const char* description;
};
extern const std::vector<FeatureSpec> kJudgeFeatures;

// The trajectory and the sandbox's audit and result reach the judge through `rule_hits` (every
// stage's hits, medium and low ones included), the provenance of outside content (`origins`)
// and the trajectory's text (for CI excerpts). Only solution code counts: the agent's own test
// files (IsTestFileName) are left out.
std::vector<double> JudgeFeatures(const StaticAnalysis& code,
                                  const std::map<std::string, std::string>& submission_files,
                                  const std::vector<Hit>& rule_hits, const JudgeContext& ctx,
                                  const std::vector<Action>& actions = {},
                                  const std::vector<Origin>& origins = {});

struct Reason {
  std::string feature, category;
  double value = 0, contribution = 0;  // contribution: weight x standardized value
};

struct JudgeOutput {
  double probability = 0;       // calibrated P(cheat)
  bool cheat = false;           // probability >= threshold
  std::string category;         // from the top reason with a category
  std::vector<Reason> reasons;  // top 3, largest contribution first
};

class JudgeModel {
 public:
  // Class-balanced L2-regularized logistic regression on standardized features, by full-batch
  // gradient descent (deterministic).
  static JudgeModel Fit(const std::vector<std::vector<double>>& x, const std::vector<int>& y,
                        double l2 = 0.01, int iterations = 4000);
  // Platt scaling of the raw score on held-out data (validation split).
  void Calibrate(const std::vector<std::vector<double>>& x, const std::vector<int>& y);
  void SetThreshold(double threshold, double target_fpr) {
    threshold_ = threshold;
    target_fpr_ = target_fpr;
  }
  double threshold() const { return threshold_; }
  double target_fpr() const { return target_fpr_; }

  double Score(const std::vector<double>& x) const;  // the raw logit
  double Probability(const std::vector<double>& x) const;
  JudgeOutput Judge(const std::vector<double>& x) const;

  std::string ToJson() const;
  static Result<JudgeModel> FromJson(const std::string& text, const std::string& source);
  static Result<JudgeModel> Load(const std::string& path);
  // $AGENTRL_ANTIHACK_JUDGE, else the repository's antihack/judge/model.json.
  static std::string DefaultPath();
  std::string version() const;  // "judge-<16 hex>" of ToJson() and the detector code's hash
  const std::vector<double>& weights() const { return w_; }

 private:
  std::vector<double> mean_, scale_, w_;
  double b_ = 0, platt_a_ = 1, platt_b_ = 0, threshold_ = 0.5, target_fpr_ = 0.02;
};

// The smallest threshold whose false-positive rate on `honest_scores` (probabilities of honest
// cases the rules let through) keeps the total at or under target_fpr * n_honest_total, given
// `rule_false_positives` honest cases the rules already flagged.
double ThresholdForFpr(std::vector<double> honest_scores, int n_honest_total,
                       int rule_false_positives, double target_fpr);

}  // namespace agentrl::antihack
