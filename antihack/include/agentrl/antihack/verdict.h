// A verdict from the rule stage (the semantic judge will add to it): cheat when any
// high-severity rule fired, suspicious when only medium/low ones did, clean otherwise. A cheat
// verdict overrides the test result when rewards are composed.
#pragma once

#include <string>
#include <vector>

#include "agentrl/antihack/rules.h"

namespace agentrl::antihack {

struct Verdict {
  std::string outcome;   // "cheat", "suspicious", "clean"
  std::string category;  // the highest-severity hit's category ("" when clean)
  std::string stage = "rule";
  std::vector<Hit> hits;
  std::string rules_version;
};

Verdict RuleVerdict(const RuleLibrary& lib, std::vector<Hit> hits);
std::string VerdictToJson(const Verdict& v);
std::string FormatVerdict(const Verdict& v);

}  // namespace agentrl::antihack
