#include "agentrl/harness/plot.h"

#include <gtest/gtest.h>

#include <cmath>

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

}  // namespace
}  // namespace agentrl::harness
