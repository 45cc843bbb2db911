#include "agentrl/harness/plot.h"

#include <spawn.h>
#include <sys/wait.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <utility>

#include "agentrl/core/files.h"

extern char** environ;

namespace agentrl::harness {
namespace {

// A colour-blind-safe palette (Okabe–Ito).
constexpr const char* kColours[] = {"#0072B2", "#D55E00", "#009E73", "#CC79A7",
                                    "#E69F00", "#56B4E9", "#000000", "#F0E442"};
// After the eight colours, the same colours again with a different dash pattern.
constexpr const char* kDashes[] = {"", "8,4", "2,3", "10,3,2,3"};

std::string Num(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.4g", v + 0.0);  // + 0.0 turns -0 into 0
  return buf;
}

// Tick labels: from 10^4 up, with the largest of the suffixes k, M and G that writes the value
// exactly in four digits (20k, 1.5M, 2G; not 2e+05, nor 20000000, which collide on a wide log
// axis), else whole numbers written out. The log axis's ticks come from pow(10, ...), so
// "exactly" allows for its rounding.
std::string TickLabel(double v) {
  if (std::abs(v) >= 1e4) {
    for (const auto& [scale, suffix] : {std::pair{1e9, "G"}, {1e6, "M"}, {1e3, "k"}}) {
      const double q = v / scale;
      if (std::abs(q) < 1) continue;
      const std::string digits = Num(q);
      if (std::abs(std::strtod(digits.c_str(), nullptr) - q) <= 1e-9 * std::abs(q))
        return digits + suffix;
    }
    if (std::abs(v) < 1e15 && std::abs(v - std::round(v)) < 1e-6) {
      char buf[32];
      std::snprintf(buf, sizeof buf, "%.0f", std::round(v));
      return buf;
    }
  }
  return Num(v);
}

std::string Escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '<')
      out += "&lt;";
    else if (c == '>')
      out += "&gt;";
    else if (c == '&')
      out += "&amp;";
    else
      out += c;
  }
  return out;
}

// About five round tick values covering [lo, hi].
std::vector<double> Ticks(double lo, double hi) {
  const double span = hi - lo;
  if (!(span > 0)) return {lo};
  // The step of 1, 2, 5 or 10 times a power of ten that gives the count of intervals nearest
  // five (rounding the step up, as before, left as few as two: 0, 50, 100).
  const double mag = std::pow(10.0, std::floor(std::log10(span / 5)));
  double step = mag;
  for (double m : {2.0, 5.0, 10.0}) {
    if (std::abs(span / (m * mag) - 5) < std::abs(span / step - 5)) step = m * mag;
  }
  std::vector<double> t;
  for (double v = std::ceil(lo / step) * step; v <= hi + 1e-12 * span; v += step) t.push_back(v);
  return t;
}

}  // namespace

std::string LinePlotSvg(const PlotSpec& spec, const std::vector<PlotSeries>& series) {
  const double left = 80, right = 290, top = 50, bottom = 70;
  const double pw = spec.width - left - right, ph = spec.height - top - bottom;
  auto tx = [&](double x) { return spec.log_x ? std::log10(x) : x; };
  double x0 = INFINITY, x1 = -INFINITY, y0 = INFINITY, y1 = -INFINITY;
  for (const PlotSeries& s : series) {
    for (size_t i = 0; i < s.x.size(); ++i) {
      if (!std::isfinite(s.x[i]) || !std::isfinite(s.y[i]) || (spec.log_x && s.x[i] <= 0)) continue;
      x0 = std::min(x0, tx(s.x[i])), x1 = std::max(x1, tx(s.x[i]));
      y0 = std::min(y0, s.y[i]), y1 = std::max(y1, s.y[i]);
      if (i < s.lo.size() && i < s.hi.size() && std::isfinite(s.lo[i]) && std::isfinite(s.hi[i])) {
        y0 = std::min(y0, s.lo[i]), y1 = std::max(y1, s.hi[i]);
      }
    }
  }
  if (!std::isfinite(x0)) x0 = 0, x1 = 1, y0 = 0, y1 = 1;
  if (spec.y_from_zero) y0 = std::min(y0, 0.0), y1 = std::max(y1, 0.0);
  if (x1 - x0 < 1e-12) x0 -= 0.5, x1 += 0.5;
  if (y1 - y0 < 1e-12) y0 -= 0.5, y1 += 0.5;
  const double ypad = 0.05 * (y1 - y0);
  y0 -= ypad, y1 += ypad;
  auto px = [&](double x) { return left + (tx(x) - x0) / (x1 - x0) * pw; };
  auto py = [&](double y) { return top + (1 - (y - y0) / (y1 - y0)) * ph; };
  std::ostringstream s;
  s << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << spec.width << "\" height=\""
    << spec.height << "\" font-family=\"DejaVu Sans, sans-serif\" font-size=\"13\">\n"
    << "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
    << "<text x=\"" << left + pw / 2 << "\" y=\"28\" text-anchor=\"middle\" font-size=\"16\">"
    << Escape(spec.title) << "</text>\n";
  // Grid and ticks. A log axis labels 1, 2 and 5 times each power of ten, or only the powers
  // where it spans more than three of them (the labels would run into each other).
  if (spec.log_x) {
    const bool dense = x1 - x0 <= 3;
    for (double e = std::floor(x0); e <= std::ceil(x1); e += 1) {
      for (int m = 1; m < 10; ++m) {
        const double v = std::log10(m) + e;
        if (v < x0 - 1e-9 || v > x1 + 1e-9) continue;
        const double xp = left + (v - x0) / (x1 - x0) * pw;
        s << "<line x1=\"" << xp << "\" y1=\"" << top << "\" x2=\"" << xp << "\" y2=\"" << top + ph
          << "\" stroke=\"" << (m == 1 ? "#ccc" : "#eee") << "\"/>\n";
        if (m == 1 || (dense && (m == 2 || m == 5))) {
          s << "<text x=\"" << xp << "\" y=\"" << top + ph + 18 << "\" text-anchor=\"middle\">"
            << TickLabel(std::pow(10, v)) << "</text>\n";
        }
      }
    }
  } else {
    for (double v : Ticks(x0, x1)) {
      const double xp = left + (v - x0) / (x1 - x0) * pw;
      s << "<line x1=\"" << xp << "\" y1=\"" << top << "\" x2=\"" << xp << "\" y2=\"" << top + ph
        << "\" stroke=\"#ddd\"/>\n"
        << "<text x=\"" << xp << "\" y=\"" << top + ph + 18 << "\" text-anchor=\"middle\">"
        << TickLabel(v) << "</text>\n";
    }
  }
  for (double v : Ticks(y0, y1)) {
    s << "<line x1=\"" << left << "\" y1=\"" << py(v) << "\" x2=\"" << left + pw << "\" y2=\""
      << py(v) << "\" stroke=\"#ddd\"/>\n"
      << "<text x=\"" << left - 8 << "\" y=\"" << py(v) + 4 << "\" text-anchor=\"end\">"
      << TickLabel(v) << "</text>\n";
  }
  s << "<rect x=\"" << left << "\" y=\"" << top << "\" width=\"" << pw << "\" height=\"" << ph
    << "\" fill=\"none\" stroke=\"#333\"/>\n"
    << "<text x=\"" << left + pw / 2 << "\" y=\"" << spec.height - 22
    << "\" text-anchor=\"middle\">" << Escape(spec.x_label) << "</text>\n"
    << "<text transform=\"translate(22," << top + ph / 2
    << ") rotate(-90)\" text-anchor=\"middle\">" << Escape(spec.y_label) << "</text>\n";
  constexpr size_t kNumColours = sizeof kColours / sizeof *kColours;
  size_t data_series = 0;  // colours go to the data series in order
  for (size_t k = 0; k < series.size(); ++k) {
    const bool ref = series[k].reference;
    const size_t c = ref ? 0 : data_series++;
    const char* colour = ref ? "#444" : kColours[c % kNumColours];
    const char* dash =
        ref ? "7,4" : kDashes[(c / kNumColours) % (sizeof kDashes / sizeof *kDashes)];
    const std::string dash_attr = *dash ? std::string(" stroke-dasharray=\"") + dash + "\"" : "";
    std::vector<size_t> order(series[k].x.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return series[k].x[a] < series[k].x[b]; });
    // The band first, under the line: upper edge left to right, lower edge back.
    if (series[k].lo.size() == series[k].x.size() && series[k].hi.size() == series[k].x.size()) {
      std::string upper, lower;
      for (size_t i : order) {
        const double x = series[k].x[i], lo = series[k].lo[i], hi = series[k].hi[i];
        if (!std::isfinite(x) || !std::isfinite(lo) || !std::isfinite(hi)) continue;
        upper += (upper.empty() ? "M" : " L") + Num(px(x)) + "," + Num(py(hi));
        lower = " L" + Num(px(x)) + "," + Num(py(lo)) + lower;
      }
      if (!upper.empty()) {
        s << "<path d=\"" << upper << lower << " Z\" fill=\"" << colour
          << "\" fill-opacity=\"0.18\" stroke=\"none\"/>\n";
      }
    }
    std::string path;
    for (size_t i : order) {
      const double x = series[k].x[i], y = series[k].y[i];
      if (!std::isfinite(x) || !std::isfinite(y) || (spec.log_x && x <= 0)) continue;
      path += (path.empty() ? "M" : " L") + Num(px(x)) + "," + Num(py(y));
      if (!ref) {
        s << "<circle cx=\"" << px(x) << "\" cy=\"" << py(y) << "\" r=\"3.5\" fill=\"" << colour
          << "\"/>\n";
      }
    }
    if (!path.empty()) {
      s << "<path d=\"" << path << "\" fill=\"none\" stroke=\"" << colour << "\" stroke-width=\""
        << (ref ? "1.5" : "2") << "\"" << dash_attr << "/>\n";
    }
    const double ly = top + 10 + 20 * static_cast<double>(k);
    s << "<line x1=\"" << left + pw + 15 << "\" y1=\"" << ly << "\" x2=\"" << left + pw + 40
      << "\" y2=\"" << ly << "\" stroke=\"" << colour << "\" stroke-width=\"3\"" << dash_attr
      << "/>\n"
      << "<text x=\"" << left + pw + 46 << "\" y=\"" << ly + 4 << "\">" << Escape(series[k].name)
      << "</text>\n";
  }
  s << "</svg>\n";
  return s.str();
}

Status WritePlot(const std::string& stem, const std::string& svg) {
  if (Status st = WriteFileAtomic(stem + ".svg", svg); !st.ok()) return st;
  // Spawned directly (no shell), so no path can be misread as shell syntax.
  std::string png = stem + ".png", svg_path = stem + ".svg";
  char prog[] = "rsvg-convert", fmt[] = "-f", png_fmt[] = "png", out_flag[] = "-o";
  char* argv[] = {prog, fmt, png_fmt, out_flag, png.data(), svg_path.data(), nullptr};
  pid_t pid = 0;
  int status = -1;
  const bool ran = posix_spawnp(&pid, prog, nullptr, nullptr, argv, environ) == 0 &&
                   waitpid(pid, &status, 0) == pid;
  if (!ran || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    return Status::IoError(stem +
                           ".png: rsvg-convert failed (is librsvg2-bin installed? "
                           "scripts/install-deps.sh installs it)");
  }
  return Status::Ok();
}

}  // namespace agentrl::harness
