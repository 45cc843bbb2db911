#include "agentrl/harness/plot.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

namespace agentrl::harness {
namespace {

TEST(Plot, SvgHasSeriesLegendAndSkipsNonFinitePoints) {
  const std::string svg =
      LinePlotSvg({"T <1>", "x", "y", true},
                  {{"a & b", {1, 10, 100}, {0.1, 0.5, 0.9}}, {"c", {2, -1, NAN}, {0.3, 0.2, 0.1}}});
  EXPECT_NE(svg.find("<svg"), std::string::npos);
  EXPECT_NE(svg.find("T &lt;1&gt;"), std::string::npos) << "titles are escaped";
  EXPECT_NE(svg.find("a &amp; b"), std::string::npos);
  // Series a has three points; series c has one usable point (x <= 0 on a log axis and NaN are
  // skipped).
  size_t circles = 0;
  for (size_t p = svg.find("<circle"); p != std::string::npos; p = svg.find("<circle", p + 1))
    ++circles;
  EXPECT_EQ(circles, 4u);
  EXPECT_EQ(svg.find("nan"), std::string::npos);
}

// The y axis's tick labels are the texts anchored at their end.
std::vector<std::string> YTicks(const std::string& svg) {
  std::vector<std::string> out;
  const std::string key = "text-anchor=\"end\">";
  for (size_t p = svg.find(key); p != std::string::npos; p = svg.find(key, p + 1)) {
    const size_t a = p + key.size();
    out.push_back(svg.substr(a, svg.find('<', a) - a));
  }
  return out;
}

TEST(Plot, AboutFiveTicksOfOneTwoOrFiveTimesAPowerOfTen) {
  // 0..100 (padded by 5% each side): steps of 20, not 50.
  EXPECT_EQ(YTicks(LinePlotSvg({"t", "x", "y"}, {{"s", {0, 1}, {0, 100}}})),
            (std::vector<std::string>{"0", "20", "40", "60", "80", "100"}));
  // 0..1: steps of 0.2.
  EXPECT_EQ(YTicks(LinePlotSvg({"t", "x", "y"}, {{"s", {0, 1}, {0, 1}}})),
            (std::vector<std::string>{"0", "0.2", "0.4", "0.6", "0.8", "1"}));
  // 0..7 (7.7 padded): steps of 2 (3.85 intervals) are nearer five than steps of 1 (7.7).
  EXPECT_EQ(YTicks(LinePlotSvg({"t", "x", "y"}, {{"s", {0, 1}, {0, 7}}})).size(), 4u);
}

}  // namespace
}  // namespace agentrl::harness
