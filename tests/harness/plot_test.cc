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

// The x axis's tick labels: texts anchored in the middle, less the title and axis labels.
std::vector<std::string> XTicks(const std::string& svg, const PlotSpec& spec) {
  std::vector<std::string> out;
  const std::string key = "text-anchor=\"middle\">";
  for (size_t p = svg.find(key); p != std::string::npos; p = svg.find(key, p + 1)) {
    const size_t a = p + key.size();
    const std::string t = svg.substr(a, svg.find('<', a) - a);
    if (t != spec.title && t != spec.x_label && t != spec.y_label) out.push_back(t);
  }
  return out;
}

TEST(Plot, LogAxisLabelsLargeNumbersWithSuffixesAndThinsOutOverManyDecades) {
  // 500 to 5M (four decades): the powers of ten only, from 10^4 with a suffix.
  const PlotSpec wide{"t", "x", "y", true};
  EXPECT_EQ(XTicks(LinePlotSvg(wide, {{"s", {500, 5e6}, {0, 1}}}), wide),
            (std::vector<std::string>{"1000", "10k", "100k", "1M"}));
  // 20k to 2M (two decades): 1, 2 and 5 times each power.
  EXPECT_EQ(XTicks(LinePlotSvg(wide, {{"s", {2e4, 2e6}, {0, 1}}}), wide),
            (std::vector<std::string>{"20k", "50k", "100k", "200k", "500k", "1M", "2M"}));
  // A linear axis of 0 to 1.5 billion: 0, 500M, 1G, 1.5G (whole multiples keep their digits).
  const PlotSpec lin{"t", "x", "y"};
  EXPECT_EQ(XTicks(LinePlotSvg(lin, {{"s", {0, 1.5e9}, {0, 1}}}), lin),
            (std::vector<std::string>{"0", "500M", "1G", "1.5G"}));
}

TEST(Plot, ReferenceLinesAreDashedGreyWithoutMarkersAndTakeNoColour) {
  const std::string svg = LinePlotSvg(
      {"t", "x", "y"},
      {{"target", {0, 1}, {5, 5}, {}, {}, /*reference=*/true}, {"data", {0, 1}, {1, 2}}});
  size_t circles = 0;
  for (size_t p = svg.find("<circle"); p != std::string::npos; p = svg.find("<circle", p + 1))
    ++circles;
  EXPECT_EQ(circles, 2u) << "markers for the data series only";
  EXPECT_NE(svg.find("stroke=\"#444\" stroke-width=\"1.5\" stroke-dasharray=\"7,4\""),
            std::string::npos);
  // The data series still gets the first colour.
  EXPECT_NE(svg.find("<circle cx=\"80\" cy=\""), std::string::npos);
  EXPECT_NE(svg.find("fill=\"#0072B2\""), std::string::npos);
}

TEST(Plot, YFromZeroExtendsTheAxisToZero) {
  PlotSpec spec{"t", "x", "y"};
  const std::vector<PlotSeries> s = {{"s", {0, 1}, {40, 60}}};
  EXPECT_EQ(YTicks(LinePlotSvg(spec, s)).front(), "40");
  spec.y_from_zero = true;
  EXPECT_EQ(YTicks(LinePlotSvg(spec, s)).front(), "0");
}

}  // namespace
}  // namespace agentrl::harness
