#include "agentrl/antihack/verdict.h"

#include <nlohmann/json.hpp>
#include <sstream>

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
  for (const Hit& h : hits) {
    if (Rank(h.severity) > best) {
      best = Rank(h.severity);
      v.category = h.category;
    }
  }
  v.outcome = best == 3 ? "cheat" : best > 0 ? "suspicious" : "clean";
  v.hits = std::move(hits);
  return v;
}

std::string VerdictToJson(const Verdict& v) {
  nlohmann::json hits = nlohmann::json::array();
  for (const Hit& h : v.hits) {
    hits.push_back({{"rule", h.rule_id},
                    {"category", h.category},
                    {"severity", h.severity},
                    {"evidence", h.evidence}});
  }
  return nlohmann::json({{"verdict", v.outcome},
                         {"category", v.category},
                         {"stage", v.stage},
                         {"rules_version", v.rules_version},
                         {"hits", hits}})
      .dump();
}

std::string FormatVerdict(const Verdict& v) {
  std::ostringstream os;
  os << "verdict: " << v.outcome;
  if (!v.category.empty()) os << " (" << v.category << ")";
  os << ", stage " << v.stage << ", " << v.rules_version << "\n";
  for (const Hit& h : v.hits) {
    os << "  [" << h.severity << "] " << h.rule_id << " (" << h.category << "): " << h.evidence
       << "\n";
  }
  return os.str();
}

}  // namespace agentrl::antihack
