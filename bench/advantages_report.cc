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

ReportFrame ReportFrame::Cpu() {
  ReportFrame f;
  f.title = "Advantage kernels on CPU against the best memcpy of each shape";
  f.copies = {"memcpy_1thread", "memcpy_2threads", "memcpy_2threads_guided"};
  f.copy_column = "vs best memcpy";
  f.copy_axis = "% of the best memcpy's GB/s (median; band: spread of repetitions)";
  f.baseline = "libtorch_loop";
  f.baseline_column = "vs LibTorch loop";
  // The fast path and the baselines; the other variants are in the table. Black for the
  // LibTorch GAE loop, yellow for the reference.
  f.plotted = {{"gae", "fast_cpu_2threads"},      {"gae", "fast_cpu_1thread"},
               {"gae", "fast_cpu_avx2_2threads"}, {"gae", "fast_cpu_whiten_2threads"},
               {"grpo", "fast_cpu_2threads"},     {"gae", "naive_scalar"},
               {"gae", "libtorch_loop"},          {"gae", "reference_fp64"},
               {"grpo", "libtorch_loop"}};
  f.target_percent = 60;
  f.target_label = "target: 60% (large shapes)";
  f.x_axis = "mean tokens per sequence (shapes: sequences x length)";
  return f;
}

ReportFrame ReportFrame::Gpu(const std::string& device) {
  ReportFrame f;
  f.title = "Advantage kernels on " + device + " against a device-to-device copy";
  f.copies = {"d2d_copy"};
  f.copy_column = "vs device copy";
  f.copy_axis = "% of the device copy's GB/s (median; band: fastest to slowest timed call)";
  f.baseline = "cub_device_scan";
  f.baseline_column = "vs CUB DeviceScan";
  // The A/B row (default pool) is in the table.
  f.plotted = {{"gae", "cuda_single_pass"}, {"gae", "cuda_scan"},  {"gae", "cuda_scan_graph"},
               {"gae", "cuda_scan_async"},  {"grpo", "cuda_grpo"}, {"gae", "cub_device_scan"}};
  f.target_percent = 70;
  f.target_label = "target: 70% (inputs of 1 GiB or more)";
  f.ms_digits = 4;  // a device copy of 32k tokens takes 0.005 ms
  f.speedup_digits = 2;
  f.x_total_tokens = true;
  f.x_axis = "tokens per call (shapes: sequences x length)";
  return f;
}

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
  for (const std::string& copy : frame_.copies) {
    if (auto it = row.find({"gae", copy}); it != row.end())
      best = std::max(best, it->second.bytes * tokens_.at(shape) / it->second.Seconds() / 1e9);
  }
  return best;
}

std::string AdvantagesReport::Summary() const {
  std::ostringstream s;
  s << "| shape | estimator | variant | ms | Mtokens/s | B/token | GB/s | " << frame_.copy_column
    << " | " << frame_.baseline_column << " |\n"
    << "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |\n";
  for (const std::string& shape : order_) {
    const auto& row = results_.at(shape);
    const double tokens = tokens_.at(shape), roof_gbs = BestCopyGbs(shape);
    for (const auto& [key, m] : row) {
      const auto& [estimator, variant] = key;
      const auto loop = row.find({estimator, frame_.baseline});
      const double seconds = m.Seconds(), gbs = m.bytes * tokens / seconds / 1e9;
      s << "| " << shape << " | " << estimator << " | " << variant << " | " << std::fixed
        << std::setprecision(frame_.ms_digits) << seconds * 1e3 << " | " << std::setprecision(1)
        << tokens / seconds / 1e6 << " | " << std::setprecision(0) << m.bytes << " | "
        << std::setprecision(2) << gbs << " | ";
      if (roof_gbs > 0) s << std::setprecision(0) << 100.0 * gbs / roof_gbs << "%";
      s << " | ";
      if (loop != row.end())
        s << std::setprecision(frame_.speedup_digits) << loop->second.Seconds() / seconds << "x";
      s << " |\n";
    }
  }
  return s.str();
}

std::string AdvantagesReport::Comparison(const AdvantagesReport& before) const {
  std::ostringstream s;
  size_t rows = 0;
  s << "| shape | estimator | variant | ms before | ms now | speed-up |\n"
    << "| --- | --- | --- | ---: | ---: | ---: |\n";
  for (const std::string& shape : order_) {
    const auto other = before.results_.find(shape);
    if (other == before.results_.end()) continue;
    for (const auto& [key, m] : results_.at(shape)) {
      const auto b = other->second.find(key);
      if (b == other->second.end()) continue;
      const double now = m.Seconds(), then = b->second.Seconds();
      s << "| " << shape << " | " << key.first << " | " << key.second << " | " << std::fixed
        << std::setprecision(frame_.ms_digits) << then * 1e3 << " | " << now * 1e3 << " | "
        << std::setprecision(2) << then / now << "x |\n";
      ++rows;
    }
  }
  return rows ? s.str() : "";
}

std::vector<harness::PlotSeries> AdvantagesReport::RooflineSeries() const {
  std::vector<harness::PlotSeries> series;
  double x_min = INFINITY, x_max = -INFINITY;
  for (const Key& key : frame_.plotted) {
    harness::PlotSeries line;
    line.name = key.first + " " + key.second;
    for (const std::string& shape : order_) {
      const double sequences = Sequences(shape), roof = BestCopyGbs(shape);
      const auto& row = results_.at(shape);
      const auto it = row.find(key);
      if ((sequences <= 0 && !frame_.x_total_tokens) || roof <= 0 || it == row.end()) continue;
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
      const double x = frame_.x_total_tokens ? tokens : tokens / sequences;
      line.x.push_back(x);
      line.y.push_back(percent(median));
      line.lo.push_back(lo);
      line.hi.push_back(hi);
      x_min = std::min(x_min, x), x_max = std::max(x_max, x);
    }
    if (!line.x.empty()) series.push_back(std::move(line));
  }
  if (!series.empty())
    series.push_back({frame_.target_label,
                      {x_min, x_max},
                      {frame_.target_percent, frame_.target_percent},
                      {},
                      {},
                      /*reference=*/true});
  return series;
}

std::string AdvantagesReport::RooflinePlotSvg() const {
  const std::vector<harness::PlotSeries> series = RooflineSeries();
  if (series.empty()) return "";
  return harness::LinePlotSvg(
      {frame_.title, frame_.x_axis, frame_.copy_axis, /*log_x=*/true, 1100, 600,
       /*y_from_zero=*/true},
      series);
}

namespace {

// r[field] when it is a string (a number), else nullptr.
const nlohmann::json* TextField(const nlohmann::json& r, const char* field) {
  auto it = r.find(field);
  return it != r.end() && it->is_string() ? &*it : nullptr;
}
const nlohmann::json* NumberField(const nlohmann::json& r, const char* field) {
  auto it = r.find(field);
  return it != r.end() && it->is_number() ? &*it : nullptr;
}

// Google Benchmark's JSON, with agentrl_bench_advantages's counters.
Result<AdvantagesReport> ReadGoogleBenchmark(const nlohmann::json& doc,
                                             const std::string& json_path) {
  AdvantagesReport report;
  std::vector<std::pair<std::string, double>> stddevs;  // added once their benchmarks are known
  const auto& runs = doc["benchmarks"];
  for (size_t i = 0; i < runs.size(); ++i) {
    const auto& r = runs[i];
    const std::string where = json_path + ": benchmarks[" + std::to_string(i) + "]";
    if (!r.is_object()) return Status::InvalidInput(where + ": not an object");
    if (r.value("error_occurred", false)) continue;
    auto text = [&](const char* field) { return TextField(r, field); };
    auto number = [&](const char* field) { return NumberField(r, field); };
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

// The GPU check's JSON (bench/gpu/advantages_gpu.cu). Its rows are GAE (carry mode), 17 bytes a
// token, except cuda_grpo (the whole GRPO call, 13). A row's median is its time; its fastest and
// slowest calls, where given, are its band.
Result<AdvantagesReport> ReadGpuCheck(const nlohmann::json& doc, const std::string& json_path) {
  std::string device = "a GPU";
  if (doc.contains("device")) {
    if (!doc["device"].is_string() || doc["device"].get<std::string>().empty())
      return Status::InvalidInput(json_path + ": device: not a non-empty string");
    device = doc["device"];
  }
  AdvantagesReport report(ReportFrame::Gpu(device));
  const auto& rows = doc["bench"];
  for (size_t i = 0; i < rows.size(); ++i) {
    const auto& r = rows[i];
    const std::string where = json_path + ": bench[" + std::to_string(i) + "]";
    if (!r.is_object()) return Status::InvalidInput(where + ": not an object");
    auto text = [&](const char* field) -> std::string {
      const auto* f = TextField(r, field);
      return f ? f->get<std::string>() : "";
    };
    auto number = [&](const char* field) -> double {  // NaN if absent or not a number
      const auto* f = NumberField(r, field);
      return f ? f->get<double>() : NAN;
    };
    const std::string shape = text("shape"), variant = text("variant");
    if (shape.empty() || variant.empty() || shape.find('/') != std::string::npos ||
        variant.find('/') != std::string::npos)
      return Status::InvalidInput(where +
                                  ": needs non-empty strings shape and variant, without '/'");
    const double tokens = number("tokens"), ms = number("ms");
    if (!(tokens > 0) || !(ms > 0))
      return Status::InvalidInput(where + " (" + shape + " " + variant +
                                  "): needs positive numbers tokens and ms");
    const bool has_min = r.contains("ms_min"), has_max = r.contains("ms_max");
    const double lo = number("ms_min"), hi = number("ms_max");
    if (has_min != has_max || (has_min && !(lo > 0 && lo <= ms && ms <= hi)))
      return Status::InvalidInput(where + " (" + shape + " " + variant +
                                  "): ms_min and ms_max go together, with 0 < ms_min <= ms <= "
                                  "ms_max");
    const bool grpo = variant == "cuda_grpo";
    const std::string name = std::string(grpo ? "grpo/" : "gae/") + variant + "/" + shape;
    const double bytes = grpo ? 13 : 17;
    report.AddMedian(name, ms * 1e-3, tokens, bytes);
    if (has_min) {
      report.AddRepetition(name, lo * 1e-3, tokens, bytes);
      report.AddRepetition(name, hi * 1e-3, tokens, bytes);
    }
  }
  if (report.empty()) return Status::InvalidInput(json_path + ": no rows in its \"bench\" array");
  // The checks: which failed, and which differ from the CPU twin's bits (the design says they
  // should not).
  if (doc.contains("checks") && doc["checks"].is_array()) {
    const auto& checks = doc["checks"];
    size_t failed = 0;
    for (size_t i = 0; i < checks.size(); ++i) {
      const auto& c = checks[i];
      if (!c.is_object() || !c.contains("case") || !c["case"].is_string() || !c.contains("ok") ||
          !c["ok"].is_boolean())
        return Status::InvalidInput(json_path + ": checks[" + std::to_string(i) +
                                    "]: needs a string case and a boolean ok");
      const std::string name = c["case"];
      if (!c["ok"].get<bool>()) {
        ++failed;
        report.AddNote("check failed: " + name);
      }
      if (c.contains("twin_bitwise") && c["twin_bitwise"].is_boolean() &&
          !c["twin_bitwise"].get<bool>())
        report.AddNote("not the CPU twin's bits: " + name);
    }
    report.AddNote(std::to_string(failed) + " of " + std::to_string(checks.size()) +
                   " checks failed");
  }
  return report;
}

}  // namespace

Result<AdvantagesReport> LoadAdvantagesReport(const std::string& json_path) {
  std::ifstream in(json_path);
  if (!in) return Status::NotFound(json_path + ": cannot open the benchmark JSON");
  nlohmann::json doc = nlohmann::json::parse(in, nullptr, /*allow_exceptions=*/false);
  if (doc.is_discarded())
    return Status::InvalidInput(json_path +
                                ": not valid JSON (expected Google Benchmark's "
                                "--benchmark_out_format=json output, or the GPU check's "
                                "advantages_gpu.json)");
  if (doc.is_object() && doc.contains("benchmarks") && doc["benchmarks"].is_array())
    return ReadGoogleBenchmark(doc, json_path);
  if (doc.is_object() && doc.contains("bench") && doc["bench"].is_array())
    return ReadGpuCheck(doc, json_path);
  return Status::InvalidInput(json_path +
                              ": no \"benchmarks\" array (agentrl_bench_advantages's "
                              "--benchmark_out) or \"bench\" array (bench/gpu/run.sh's "
                              "advantages_gpu.json) at the top level");
}

}  // namespace agentrl::bench
