#include "advantages_report.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <fstream>
#include <iomanip>
#include <nlohmann/json.hpp>
#include <sstream>

#include "agentrl/harness/plot.h"

namespace agentrl::bench {
namespace {

constexpr const char* kCopies[] = {"memcpy_1thread", "memcpy_2threads", "memcpy_2threads_guided"};

struct Name {
  std::string estimator, variant, shape;
};

// "<estimator>/<variant>/<shape>[/repeats:5/real_time...]"; false if it has fewer parts.
bool SplitName(const std::string& name, Name& out) {
  const size_t a = name.find('/');
  if (a == std::string::npos || a == 0) return false;
  const size_t b = name.find('/', a + 1);
  if (b == std::string::npos || b == a + 1) return false;
  const size_t c = name.find('/', b + 1);
  out.estimator = name.substr(0, a);
  out.variant = name.substr(a + 1, b - a - 1);
  out.shape = name.substr(b + 1, c == std::string::npos ? c : c - b - 1);
  return !out.shape.empty();
}

// The number of sequences a shape name starts with ("4096x512", "256xlognormal2k"); 0 if none.
double Sequences(const std::string& shape) {
  int64_t n = 0;
  const char* end = shape.data() + shape.size();
  const auto [at, ec] = std::from_chars(shape.data(), end, n);
  return ec == std::errc() && at != end && *at == 'x' && n > 0 ? static_cast<double>(n) : 0;
}

}  // namespace

AdvantagesReport::Measured* AdvantagesReport::Slot(const std::string& name, double tokens,
                                                   double bytes_per_token) {
  Name n;
  if (!SplitName(name, n)) return nullptr;
  if (std::find(order_.begin(), order_.end(), n.shape) == order_.end()) order_.push_back(n.shape);
  tokens_[n.shape] = tokens;
  Measured& m = results_[n.shape][{n.estimator, n.variant}];
  m.bytes = bytes_per_token;
  return &m;
}

double AdvantagesReport::Measured::Seconds() const {
  if (median > 0 || repetitions.empty()) return median;
  std::vector<double> sorted = repetitions;
  std::sort(sorted.begin(), sorted.end());
  const size_t n = sorted.size();
  return n % 2 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
}

void AdvantagesReport::AddRepetition(const std::string& name, double seconds, double tokens,
                                     double bytes_per_token) {
  if (Measured* m = Slot(name, tokens, bytes_per_token)) m->repetitions.push_back(seconds);
}

void AdvantagesReport::AddMedian(const std::string& name, double seconds, double tokens,
                                 double bytes_per_token) {
  if (Measured* m = Slot(name, tokens, bytes_per_token)) m->median = seconds;
}

void AdvantagesReport::AddStddev(const std::string& name, double seconds) {
  Name n;
  if (!SplitName(name, n) || !results_.count(n.shape)) return;
  auto it = results_.at(n.shape).find({n.estimator, n.variant});
  if (it != results_.at(n.shape).end()) it->second.stddev = seconds;
}

double AdvantagesReport::BestCopyGbs(const std::string& shape) const {
  double best = 0;
  const auto& row = results_.at(shape);
  for (const char* copy : kCopies) {
    if (auto it = row.find({"gae", copy}); it != row.end())
      best = std::max(best, it->second.bytes * tokens_.at(shape) / it->second.Seconds() / 1e9);
  }
  return best;
}

std::string AdvantagesReport::Summary() const {
  std::ostringstream s;
  s << "| shape | estimator | variant | ms | Mtokens/s | B/token | GB/s | vs best memcpy | vs "
       "LibTorch loop |\n"
    << "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |\n";
  for (const std::string& shape : order_) {
    const auto& row = results_.at(shape);
    const double tokens = tokens_.at(shape), roof_gbs = BestCopyGbs(shape);
    for (const auto& [key, m] : row) {
      const auto& [estimator, variant] = key;
      const auto loop = row.find({estimator, "libtorch_loop"});
      const double seconds = m.Seconds(), gbs = m.bytes * tokens / seconds / 1e9;
      s << "| " << shape << " | " << estimator << " | " << variant << " | " << std::fixed
        << std::setprecision(3) << seconds * 1e3 << " | " << std::setprecision(1)
        << tokens / seconds / 1e6 << " | " << std::setprecision(0) << m.bytes << " | "
        << std::setprecision(2) << gbs << " | ";
      if (roof_gbs > 0) s << std::setprecision(0) << 100.0 * gbs / roof_gbs << "%";
      s << " | ";
      if (loop != row.end()) s << std::setprecision(1) << loop->second.Seconds() / seconds << "x";
      s << " |\n";
    }
  }
  return s.str();
}

std::vector<harness::PlotSeries> AdvantagesReport::RooflineSeries() const {
  // The fast path and the baselines; the other variants are in the table. The order picks
  // the colours: black for the LibTorch GAE loop, the yellow for the reference.
  const Key keys[] = {{"gae", "fast_cpu_2threads"},      {"gae", "fast_cpu_1thread"},
                      {"gae", "fast_cpu_avx2_2threads"}, {"gae", "fast_cpu_whiten_2threads"},
                      {"grpo", "fast_cpu_2threads"},     {"gae", "naive_scalar"},
                      {"gae", "libtorch_loop"},          {"gae", "reference_fp64"},
                      {"grpo", "libtorch_loop"}};
  std::vector<harness::PlotSeries> series;
  double x_min = INFINITY, x_max = -INFINITY;
  for (const Key& key : keys) {
    harness::PlotSeries line;
    line.name = key.first + " " + key.second;
    for (const std::string& shape : order_) {
      const double sequences = Sequences(shape), roof = BestCopyGbs(shape);
      const auto& row = results_.at(shape);
      const auto it = row.find(key);
      if (sequences <= 0 || roof <= 0 || it == row.end()) continue;
      const Measured& m = it->second;
      const double tokens = tokens_.at(shape), median = m.Seconds();
      auto percent = [&](double seconds) {
        return 100.0 * m.bytes * tokens / seconds / 1e9 / roof;
      };
      double lo = percent(median), hi = lo;
      if (m.repetitions.size() >= 2) {
        for (double r : m.repetitions) lo = std::min(lo, percent(r)), hi = std::max(hi, percent(r));
      } else if (m.stddev > 0 && m.stddev < median) {
        lo = percent(median + m.stddev), hi = percent(median - m.stddev);
      }
      line.x.push_back(tokens / sequences);
      line.y.push_back(percent(median));
      line.lo.push_back(lo);
      line.hi.push_back(hi);
      x_min = std::min(x_min, tokens / sequences), x_max = std::max(x_max, tokens / sequences);
    }
    if (!line.x.empty()) series.push_back(std::move(line));
  }
  if (!series.empty())
    series.push_back({"target: 60% (large shapes)", {x_min, x_max}, {60, 60}, {}, {}});
  return series;
}

std::string AdvantagesReport::RooflinePlotSvg() const {
  const std::vector<harness::PlotSeries> series = RooflineSeries();
  if (series.empty()) return "";
  return harness::LinePlotSvg(
      {"Advantage kernels on CPU against the best memcpy of each shape",
       "mean tokens per sequence (shapes: sequences x length)",
       "% of the best memcpy's GB/s (median; band: spread of repetitions)", true, 1100, 600},
      series);
}

Result<AdvantagesReport> LoadAdvantagesReport(const std::string& json_path) {
  std::ifstream in(json_path);
  if (!in) return Status::NotFound(json_path + ": cannot open the benchmark JSON");
  nlohmann::json doc = nlohmann::json::parse(in, nullptr, /*allow_exceptions=*/false);
  if (doc.is_discarded())
    return Status::InvalidInput(json_path +
                                ": not valid JSON (expected Google Benchmark's "
                                "--benchmark_out_format=json output)");
  if (!doc.is_object() || !doc.contains("benchmarks") || !doc["benchmarks"].is_array())
    return Status::InvalidInput(json_path + ": no \"benchmarks\" array at the top level");
  AdvantagesReport report;
  std::vector<std::pair<std::string, double>> stddevs;  // added once their benchmarks are known
  const auto& runs = doc["benchmarks"];
  for (size_t i = 0; i < runs.size(); ++i) {
    const auto& r = runs[i];
    const std::string where = json_path + ": benchmarks[" + std::to_string(i) + "]";
    if (!r.is_object()) return Status::InvalidInput(where + ": not an object");
    if (r.value("error_occurred", false)) continue;
    auto text = [&](const char* field) -> const nlohmann::json* {
      auto it = r.find(field);
      return it != r.end() && it->is_string() ? &*it : nullptr;
    };
    auto number = [&](const char* field) -> const nlohmann::json* {
      auto it = r.find(field);
      return it != r.end() && it->is_number() ? &*it : nullptr;
    };
    const auto *name = text("run_name"), *type = text("run_type"), *unit = text("time_unit");
    if (!name || !type || !unit)
      return Status::InvalidInput(where + ": needs strings run_name, run_type and time_unit");
    const auto* aggregate = text("aggregate_name");
    if (*type == "aggregate") {
      if (!aggregate || (*aggregate != "median" && *aggregate != "stddev")) continue;  // mean, cv
    } else if (*type != "iteration") {
      return Status::InvalidInput(where + ": run_type '" + type->get<std::string>() +
                                  "' (accepted: iteration, aggregate)");
    }
    Name parts;
    if (!SplitName(*name, parts))
      return Status::InvalidInput(where + ": run_name '" + name->get<std::string>() +
                                  "' is not <estimator>/<variant>/<shape>");
    const std::string u = *unit;
    const double scale = u == "ns" ? 1e-9 : u == "us" ? 1e-6 : u == "ms" ? 1e-3 : u == "s" ? 1 : 0;
    if (scale == 0)
      return Status::InvalidInput(where + ": time_unit '" + u + "' (accepted: ns, us, ms, s)");
    if (*type == "aggregate" && *aggregate == "stddev") {  // its counters are spreads too (0)
      const auto* sd = number("real_time");
      if (!sd || !(sd->get<double>() >= 0))
        return Status::InvalidInput(where + ": the stddev aggregate needs a real_time >= 0");
      stddevs.emplace_back(*name, sd->get<double>() * scale);
      continue;
    }
    const auto *time = number("real_time"), *tokens = number("tokens"),
               *bytes = number("bytes_per_token");
    if (!time || !tokens || !bytes || !(time->get<double>() > 0) || !(tokens->get<double>() > 0))
      return Status::InvalidInput(where + " (" + name->get<std::string>() +
                                  "): needs positive numbers real_time and tokens, and "
                                  "bytes_per_token (agentrl_bench_advantages's counters)");
    const double seconds = time->get<double>() * scale;
    if (*type == "aggregate")
      report.AddMedian(*name, seconds, *tokens, *bytes);
    else
      report.AddRepetition(*name, seconds, *tokens, *bytes);
  }
  if (report.empty()) return Status::InvalidInput(json_path + ": no benchmark runs in it");
  for (const auto& [name, seconds] : stddevs) report.AddStddev(name, seconds);
  return report;
}

}  // namespace agentrl::bench
