// The last step of `antihack eval`: report.json and report.md (the reported split, and the
// generalisation and second-set sections when asked for), the per-case JSON Lines files, and
// the calibration and ROC plots.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "agentrl/antihack/judge.h"
#include "agentrl/harness/binomial.h"
#include "cases.h"
#include "metrics.h"

namespace agentrl::harness::antihack_eval {

// {"k": k, "n": n, "rate": k/n, "ci95": [lo, hi]}
nlohmann::json ProportionJson(const Proportion& p);
// "71.2% (52/73, 95% CI 59.4-81.2%)"
std::string ProportionText(const Proportion& p);

// Every case, one JSON object a line (id, split, label, category, sandbox outcome, verdict,
// judge features), written to a temporary file and renamed into place.
Status WriteCasesJsonl(const std::string& path, const std::vector<EvaluatedCase>& ev);

// The reported split's sections of report.json, and the per-category target misses.
struct SplitReport {
  nlohmann::json json;  // recall, false-positive rate, per_category, honest_by_kind, ...
  std::vector<std::string> misses;
};
SplitReport SplitJson(const SplitMetrics& m, double target_fpr);

nlohmann::json CalibrationJson(const SplitMetrics& m);  // bins, ece, cases
nlohmann::json RocJson(const RocCurve& roc);
nlohmann::json GeneralizationJson(const Generalization& g, const std::string& fpr_split);
// The second set's section: everything it holds, scored by the reported detector.
nlohmann::json HeldoutJson(const antihack::CheatSet& set, const std::string& dir,
                           const SplitMetrics& m);

// Markdown sections; `report` is the finished report.json.
std::string SplitMarkdown(const nlohmann::json& report, const SplitMetrics& m);
std::string GeneralizationMarkdown(const nlohmann::json& generalization);
std::string HeldoutMarkdown(const nlohmann::json& heldout, const SplitMetrics& m);

// calibration.svg/png and roc.svg/png under `out`.
Status WriteCalibrationPlot(const std::string& out, const std::string& split,
                            const nlohmann::json& calibration);
Status WriteRocPlot(const std::string& out, const std::string& split, const RocCurve& roc,
                    double target_fpr);

}  // namespace agentrl::harness::antihack_eval
