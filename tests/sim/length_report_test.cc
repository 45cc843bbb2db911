#include "agentrl/sim/length_report.h"

#include <gtest/gtest.h>

#include <cmath>

namespace agentrl::sim {
namespace {

TrajectoryLength T(const std::string& g, int64_t tokens, bool passed,
                   const std::string& reason = "") {
  TrajectoryLength t;
  t.group = g, t.tokens = tokens, t.passed = passed, t.reason = reason;
  return t;
}

TEST(LengthReport, HandMadeGroups) {
  // Group a: a 10-token give-up beside a 400-token success (ratio 40, short fail + long success).
  // Group b: 100 and 150 tokens, both passed (ratio 1.5).
  const LengthReport r =
      BuildLengthReport({T("a", 10, false, "give_up"), T("a", 400, true, "submit_pass"),
                         T("b", 100, true, "submit_pass"), T("b", 150, true, "submit_pass")});
  EXPECT_EQ(r.trajectories, 4);
  EXPECT_EQ(r.groups, 2);
  EXPECT_DOUBLE_EQ(r.pass_rate, 0.75);
  ASSERT_EQ(r.per_group.size(), 2u);
  EXPECT_EQ(r.per_group[0].group, "a");
  EXPECT_DOUBLE_EQ(r.per_group[0].range_ratio, 40.0);
  EXPECT_TRUE(r.per_group[0].short_failure_long_success);
  EXPECT_FALSE(r.per_group[1].short_failure_long_success);
  EXPECT_DOUBLE_EQ(r.per_group[1].mean, 125.0);
  EXPECT_NEAR(r.per_group[1].std, std::sqrt(1250.0), 1e-12);  // (25² + 25²) / 1
  EXPECT_DOUBLE_EQ(r.median_range_ratio, (40.0 + 1.5) / 2);
  EXPECT_DOUBLE_EQ(r.frac_groups_10x, 0.5);
  EXPECT_DOUBLE_EQ(r.frac_short_fail_long_success, 0.5);
  EXPECT_EQ(r.end_reasons.at("submit_pass"), 3);
  EXPECT_NE(r.verdict.find("unreliable"), std::string::npos)
      << r.verdict;  // median ratio 20.75 >= 10
  EXPECT_NE(FormatLengthReport(r).find("| a | 2 | 10 | 205 | 400 | 40.0 | 0.50 | yes |"),
            std::string::npos)
      << FormatLengthReport(r);
}

TEST(LengthReport, EvenGroupsGetTheModerateVerdict) {
  const LengthReport r = BuildLengthReport(
      {T("a", 100, true), T("a", 120, false), T("b", 90, false), T("b", 95, true)});
  EXPECT_NE(r.verdict.find("moderate"), std::string::npos) << r.verdict;
  EXPECT_EQ(BuildLengthReport({}).verdict, "No trajectories.");
}

}  // namespace
}  // namespace agentrl::sim
