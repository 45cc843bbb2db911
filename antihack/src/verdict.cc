#include "agentrl/antihack/verdict.h"

#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "agentrl/core/deep_stack.h"
#include "agentrl/core/text.h"

namespace agentrl::antihack {
namespace {

int Rank(const std::string& severity) {
  return severity == "high" ? 3 : severity == "medium" ? 2 : 1;
}

}  // namespace

Verdict RuleVerdict(const RuleLibrary& lib, std::vector<Hit> hits) {
  Verdict v;
  v.rules_version = lib.version();
  int best = 0;
  for (const Hit& h : hits) best = std::max(best, Rank(h.severity));
  v.outcome = best == 3 ? "cheat" : best > 0 ? "suspicious" : "clean";
  if (best == 3) {
    v.stage = "rule";
    // Hits come as trajectory, static, runtime; on a tie the later (observed behaviour over
    // mentions) wins.
    std::map<std::string, int> votes;
    std::string top;
    for (const Hit& h : hits) {
      if (Rank(h.severity) != 3) continue;
      if (h.obfuscated) {
        top = "obfuscated";
        break;
      }
      if (++votes[h.category] >= (top.empty() ? 0 : votes[top])) top = h.category;
    }
    v.category = top;
  }
  v.hits = std::move(hits);
  return v;
}

void AddJudge(Verdict* v, const JudgeOutput& j, const JudgeModel& model) {
  v->judge_probability = j.probability;
  v->judge_threshold = model.threshold();
  v->judge_version = model.version();
  v->judge_category = j.category;
  v->judge_reasons = j.reasons;
  // A reason that points to no category of its own (content from outside) takes the category
  // of the rule-stage evidence behind it: the first medium provenance hit.
  if (!j.reasons.empty() && j.reasons[0].category.empty()) {
    for (const Hit& h : v->hits) {
      if (h.severity == "medium" && h.rule_id.rfind("prov.", 0) == 0) {
        v->judge_category = h.category;
        break;
      }
    }
  }
  if (v->outcome != "cheat" && j.cheat) {
    v->outcome = "cheat";
    v->stage = "judge";
    v->category = v->judge_category.empty() ? "unknown" : v->judge_category;
  }
}

namespace {

Result<CheckResult> Check(const RuleLibrary& lib, const JudgeModel* judge,
                          const std::vector<Action>& actions, const std::string& submission_dir,
                          const sandbox::SandboxResult* result, const JudgeContext& ctx,
                          const ProtectedPaths& paths) {
  auto files = ReadTree(submission_dir);
  if (!files.ok()) return files.status();
  auto code = AnalyzeSubmission(submission_dir, ctx.starter_files, ctx.test_sources);
  if (!code.ok()) return code.status();
  const std::vector<Origin> origins = TraceProvenance(actions, *files, *code);
  std::vector<Hit> hits = lib.CheckTrajectory(actions, paths);
  for (Hit& h : lib.CheckProvenance(origins)) hits.push_back(std::move(h));
  for (Hit& h : lib.CheckStatic(*code, paths)) hits.push_back(std::move(h));
  if (result) {
    for (Hit& h : lib.CheckAudit(sandbox::AllAuditEvents(*result), paths)) hits.push_back(h);
    for (Hit& h : lib.CheckResult(*result)) hits.push_back(h);
  }
  CheckResult out;
  out.features = JudgeFeatures(*code, *files, hits, ctx, actions, origins);
  out.verdict = RuleVerdict(lib, std::move(hits));
  if (judge) AddJudge(&out.verdict, judge->Judge(out.features), *judge);
  return out;
}

}  // namespace

Result<CheckResult> CheckSubmission(const RuleLibrary& lib, const JudgeModel* judge,
                                    const std::vector<Action>& actions,
                                    const std::string& submission_dir,
                                    const sandbox::SandboxResult* result, const JudgeContext& ctx,
                                    const ProtectedPaths& paths) {
  // The stages scan untrusted text with std::regex, whose recursion grows with the text.
  return OnDeepStack(
      [&] { return Check(lib, judge, actions, submission_dir, result, ctx, paths); });
}

double ComposeReward(const Verdict& v, double test_reward, double cheat_reward) {
  return v.outcome == "cheat" ? cheat_reward : test_reward;
}

nlohmann::json VerdictJson(const Verdict& v) {
  nlohmann::json hits = nlohmann::json::array();
  for (const Hit& h : v.hits) {
    nlohmann::json hit = {{"rule", h.rule_id},
                          {"category", h.category},
                          {"severity", h.severity},
                          {"obfuscated", h.obfuscated}};
    // Evidence quotes the program (audit paths, output) and the submission, cut at a byte count.
    PutUtf8(hit, "evidence", h.evidence);
    hits.push_back(std::move(hit));
  }
  nlohmann::json j = {{"verdict", v.outcome},
                      {"category", v.category},
                      {"stage", v.stage},
                      {"rules_version", v.rules_version},
                      {"hits", hits}};
  if (v.judge_probability >= 0) {
    nlohmann::json reasons = nlohmann::json::array();
    for (const Reason& r : v.judge_reasons) {
      reasons.push_back({{"feature", r.feature},
                         {"category", r.category},
                         {"value", r.value},
                         {"contribution", r.contribution}});
    }
    j["judge"] = {{"probability", v.judge_probability},
                  {"threshold", v.judge_threshold},
                  {"version", v.judge_version},
                  {"category", v.judge_category},
                  {"reasons", reasons}};
  }
  nlohmann::json stages = {"rule"};
  if (v.judge_probability >= 0) stages.push_back("judge");
  if (v.reviewer_status == "reviewed" || v.reviewer_status == "audit") stages.push_back("reviewer");
  j["stages"] = stages;
  if (!v.reviewer_status.empty()) {
    nlohmann::json r = {{"status", v.reviewer_status},
                        {"version", v.reviewer_version},
                        {"model", v.reviewer_model}};
    if (v.reviewer_probability >= 0) {
      r["probability"] = v.reviewer_probability;
      r["category"] = v.reviewer_category;
      nlohmann::json ev = nlohmann::json::array();
      for (const std::string& e : v.reviewer_evidence) ev.push_back(ToValidUtf8(e).text);
      r["evidence"] = ev;
    }
    if (v.combined_probability >= 0) {
      r["combined_probability"] = v.combined_probability;
      r["threshold"] = v.reviewer_threshold;
    }
    if (!v.reviewer_error.empty()) r["error"] = ToValidUtf8(v.reviewer_error).text;
    j["reviewer"] = r;
  }
  return j;
}

std::string VerdictToJson(const Verdict& v) { return VerdictJson(v).dump(); }

std::string FormatVerdict(const Verdict& v) {
  std::ostringstream os;
  os << "verdict: " << v.outcome;
  if (!v.category.empty()) os << " (" << v.category << ", by the " << v.stage << " stage)";
  os << "\n  " << v.rules_version;
  if (!v.judge_version.empty()) os << ", " << v.judge_version;
  os << "\n";
  for (const Hit& h : v.hits) {
    os << "  [" << h.severity << "] " << h.rule_id << " (" << h.category << "): " << h.evidence
       << "\n";
  }
  if (v.judge_probability >= 0) {
    char buf[96];
    std::snprintf(buf, sizeof buf, "  judge: P(cheat) = %.3f (threshold %.3f)", v.judge_probability,
                  v.judge_threshold);
    os << buf;
    if (!v.judge_reasons.empty()) os << "; top reasons:";
    for (const Reason& r : v.judge_reasons) {
      std::snprintf(buf, sizeof buf, " %s=%.3g (%+.2f)", r.feature.c_str(), r.value,
                    r.contribution);
      os << buf;
    }
    os << "\n";
  }
  if (!v.reviewer_status.empty()) {
    char buf[160];
    os << "  reviewer (" << v.reviewer_model << ", " << v.reviewer_version << "): "
       << v.reviewer_status;
    if (v.reviewer_probability >= 0) {
      std::snprintf(buf, sizeof buf, "; P(cheat) = %.3f (%s)", v.reviewer_probability,
                    v.reviewer_category.c_str());
      os << buf;
    }
    if (v.combined_probability >= 0) {
      std::snprintf(buf, sizeof buf, "; combined %.3f (threshold %.3f)", v.combined_probability,
                    v.reviewer_threshold);
      os << buf;
    }
    if (!v.reviewer_error.empty()) os << ": " << v.reviewer_error;
    os << "\n";
    for (const std::string& e : v.reviewer_evidence) os << "    - " << e << "\n";
  }
  return EscapeForTerminal(os.str());  // the evidence quotes the program
}

}  // namespace agentrl::antihack
