// The length-distribution report: the first thing to run before choosing an estimator. Group
// normalisation (GRPO and friends) compares trajectories of one prompt with each other; when a
// group holds a 3-turn give-up beside a 200-turn success, the group statistics say more about
// length than about quality. This report measures how uneven the groups are.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace agentrl::sim {

struct TrajectoryLength {
  std::string group;
  int64_t tokens = 0;
  int64_t trainable_tokens = 0;
  std::optional<int64_t> steps;  // turns, when known
  bool passed = false;
  std::string reason;  // how it ended, when known ("" otherwise)
};

struct GroupLengthStats {
  std::string group;
  int64_t n = 0;
  double mean = 0, std = 0;  // tokens
  int64_t min = 0, max = 0;
  double range_ratio = 0;  // max / max(min, 1)
  double pass_rate = 0;
  bool short_failure_long_success = false;  // a failure shorter than half of a success
};

struct LengthReport {
  int64_t trajectories = 0, groups = 0;
  double length_p10 = 0, length_p50 = 0, length_p90 = 0, length_max = 0;
  double pass_rate = 0;
  double median_range_ratio = 0, max_range_ratio = 0;
  double frac_groups_10x = 0;  // groups whose max/min >= 10
  double frac_short_fail_long_success = 0;
  double mean_within_group_cv = 0;  // std/mean of length, averaged over groups
  std::map<std::string, int64_t> end_reasons;
  std::vector<GroupLengthStats> per_group;
  std::string verdict;  // a plain sentence
};

LengthReport BuildLengthReport(const std::vector<TrajectoryLength>& trajectories);

// Markdown: the headline table, the verdict, end reasons, and the most uneven groups.
std::string FormatLengthReport(const LengthReport& r, size_t max_groups = 10);

}  // namespace agentrl::sim
