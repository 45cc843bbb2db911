// `antihack eval --reviewer`: the LLM reviewer (antihack/reviewer.h) after the judge. Every case
// the rules let through and the judge scores inside the band (and an audit share of the rest)
// is shown to the reviewer; the combined probability's threshold is calibrated on the
// validation split to the target false-positive rate (the way the judge's is), and the
// reported split is scored with it: recall and false-positive rate with the reviewer beside
// those without, the reviewer's own AUROC on the cases it saw, and its cost (calls, tokens,
// latency percentiles, cache hits, unavailable reviews).
//
// With `judges_nothing` (the shipped test model, integrations/llama: random weights) every
// number that depends on what the model says is left empty (null, "needs a real model"), and
// only cost and latency are reported.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "agentrl/antihack/reviewer.h"
#include "cases.h"
#include "metrics.h"

namespace agentrl::harness::antihack_eval {

struct ReviewerEval {
  nlohmann::json json;
  std::string markdown;
};

// Reviews the cases (max_concurrent at once), adds each review to its case's verdict (the
// calibrated threshold deciding), and reports. The verdicts must hold the judge already.
Result<ReviewerEval> ReviewCases(antihack::Reviewer* reviewer, const EvalSet& s,
                                 std::vector<EvaluatedCase>* ev, const CaseFilter& in_split,
                                 const std::string& split, double target_fpr,
                                 bool judges_nothing, bool quiet);

}  // namespace agentrl::harness::antihack_eval
