// Verdicts and the two stages composed. The rule stage says cheat when any high-severity rule
// fired (category: "obfuscated" when a deciding hit was reached through decoding, else the most
// frequent category among the high hits, the later stage winning ties), suspicious when only
// medium/low ones did, clean otherwise. When the rules did not say cheat, the judge's calibrated
// probability at or over its threshold makes the verdict cheat (stage "judge"). A cheat verdict
// overrides the test result when rewards are composed. Every verdict names the rule-library and
// judge versions, and, when the LLM reviewer (reviewer.h) was asked, its version and model;
// `stages` in the JSON lists the stages that spoke.
#pragma once

#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

#include "agentrl/antihack/judge.h"
#include "agentrl/antihack/rules.h"

namespace agentrl::antihack {

struct Verdict {
  std::string outcome;   // "cheat", "suspicious", "clean"
  std::string category;  // of the deciding stage ("" when not cheat)
  std::string stage;     // "rule", "judge" or "" (not cheat)
  std::vector<Hit> hits;
  std::string rules_version;
  // The judge (probability < 0: it did not run).
  double judge_probability = -1, judge_threshold = 0;
  std::string judge_version, judge_category;
  std::vector<Reason> judge_reasons;
  // The LLM reviewer (reviewer.h); reviewer_status "" = not asked, "reviewed" (it decided, on
  // the combined probability), "audit" (recorded, not deciding) or "unavailable" (no answer:
  // the case stays provisional).
  std::string reviewer_status, reviewer_version, reviewer_model, reviewer_category,
      reviewer_error;
  double reviewer_probability = -1, combined_probability = -1, reviewer_threshold = 0;
  std::vector<std::string> reviewer_evidence;
};

Verdict RuleVerdict(const RuleLibrary& lib, std::vector<Hit> hits);
void AddJudge(Verdict* v, const JudgeOutput& judge, const JudgeModel& model);

// The whole check of one submission: trajectory, static and (with a sandbox result) runtime
// rules, then the judge when `judge` is not null. Features are returned for training. Runs on a
// deep stack (core/deep_stack.h): its regular expressions recurse as deep as the text is long.
struct CheckResult {
  Verdict verdict;
  std::vector<double> features;
};
Result<CheckResult> CheckSubmission(const RuleLibrary& lib, const JudgeModel* judge,
                                    const std::vector<Action>& actions,
                                    const std::string& submission_dir,
                                    const sandbox::SandboxResult* result, const JudgeContext& ctx,
                                    const ProtectedPaths& paths);

// Reward composition: a cheat verdict overrides the test result (the sandbox's reward).
double ComposeReward(const Verdict& v, double test_reward, double cheat_reward = 0.0);

std::string VerdictToJson(const Verdict& v);
nlohmann::json VerdictJson(const Verdict& v);  // the same document as an object
std::string FormatVerdict(const Verdict& v);

}  // namespace agentrl::antihack
