// Small line plots for reports: SVG written here (text, diff-able), PNG through rsvg-convert
// (Debian's librsvg2-bin, installed by scripts/install-deps.sh).
#pragma once

#include <string>
#include <vector>

#include "agentrl/core/status.h"

namespace agentrl::harness {

struct PlotSeries {
  std::string name;
  std::vector<double> x, y;
  std::vector<double> lo, hi;  // optional band (e.g. a 95% interval), same length as x
  // A reference line (a target, the diagonal of perfect calibration): dark grey and dashed,
  // without markers, and it takes none of the data series' colours.
  bool reference = false;
};

struct PlotSpec {
  std::string title, x_label, y_label;
  bool log_x = false;
  int width = 900, height = 560;
  bool y_from_zero = false;  // the y axis reaches down (or up) to 0 whatever the data
};

// A line-and-marker plot with axes, ticks, grid and a legend. Non-finite points are skipped.
std::string LinePlotSvg(const PlotSpec& spec, const std::vector<PlotSeries>& series);

// Writes svg to `stem`.svg and converts it to `stem`.png.
Status WritePlot(const std::string& stem, const std::string& svg);

}  // namespace agentrl::harness
