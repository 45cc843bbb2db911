// The report of agentrl_bench_advantages: its summary table and its roofline plot, made from the
// runs of one benchmark session, either as they finish or from the JSON Google Benchmark wrote
// (--benchmark_out), so a committed result can be re-rendered without running it again. The
// same report renders the GPU check's JSON (bench/gpu/advantages_gpu.cu), against the device
// copy and CUB's DeviceScan instead of memcpy and the LibTorch loop.
#pragma once

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "agentrl/core/status.h"
#include "agentrl/harness/plot.h"

namespace agentrl::bench {

// What a report measures against, and what its plot shows.
struct ReportFrame {
  using Key = std::pair<std::string, std::string>;  // estimator, variant
  std::string title;
  std::vector<std::string> copies;  // gae variants: the fastest of a shape's is its 100%
  std::string copy_column;          // the summary's header for the percent of it
  std::string copy_axis;            // the plot's y axis
  std::string baseline;             // the speed-up column's variant, per estimator
  std::string baseline_column;
  std::vector<Key> plotted;  // the plot's series, in this order (which picks their colours)
  double target_percent = 0;
  std::string target_label;
  int ms_digits = 3, speedup_digits = 1;  // the summary's decimals
  bool x_total_tokens = false;            // x: tokens per call, instead of mean tokens per sequence
  std::string x_axis;

  // agentrl_bench_advantages: the best memcpy, the LibTorch loop, the 60% target.
  static ReportFrame Cpu();
  // The GPU check on `device`: the device-to-device copy, CUB's DeviceScan, the 70% target on
  // inputs of 1 GiB or more, against tokens per call (the fixed cost of a call shows there).
  static ReportFrame Gpu(const std::string& device);
};

class AdvantagesReport {
 public:
  explicit AdvantagesReport(ReportFrame frame = ReportFrame::Cpu()) : frame_(std::move(frame)) {}

  // One run of benchmark `name` ("<estimator>/<variant>/<shape>[/...]"). A repetition (or the
  // only run of an unrepeated benchmark) adds to the spread; the median aggregate Google
  // Benchmark reports stands for the benchmark, and without one the median of its repetitions
  // does. Seconds per call. A name of another form is ignored.
  void AddRepetition(const std::string& name, double seconds, double tokens,
                     double bytes_per_token);
  void AddMedian(const std::string& name, double seconds, double tokens, double bytes_per_token);
  // The standard deviation aggregate: the band where the repetitions themselves were not
  // reported (the benchmark reports aggregates only). Needs the benchmark's other runs.
  void AddStddev(const std::string& name, double seconds);

  // Per shape (in the order first seen), per variant: ms, Mtokens/s, bytes per token, GB/s,
  // percent of the best copy of the shape, speed-up over the baseline of its estimator (the
  // LibTorch loop on CPU, CUB on a GPU).
  std::string Summary() const;

  // Percent of the best copy's bandwidth against mean tokens per sequence (log axis; on a GPU,
  // tokens per call), one line per plotted variant, with a band: the range of its repetitions
  // where there are two or more, otherwise the median ± one standard deviation of its time;
  // a dashed line at the target. Empty when no shape has a copy run.
  std::string RooflinePlotSvg() const;
  // Its data: per series, x = mean tokens per sequence (or per call), y = percent, lo and hi =
  // the band (which includes y); the target line last, without a band. Empty when
  // RooflinePlotSvg is.
  std::vector<harness::PlotSeries> RooflineSeries() const;

  // Each (shape, estimator, variant) measured both here and in `before`, in this report's order:
  // both medians and the speed-up since `before` (its time over this one's), as a Markdown table.
  // For an A/B of two builds or two runs, e.g. the GPU check's 4-block build against its main
  // one. Empty when the two share no row.
  std::string Comparison(const AdvantagesReport& before) const;

  // Lines about the run that are not timings (the GPU check's failed checks), for the reader.
  void AddNote(std::string line) { notes_.push_back(std::move(line)); }
  const std::vector<std::string>& notes() const { return notes_; }

  const ReportFrame& frame() const { return frame_; }
  bool empty() const { return order_.empty(); }

 private:
  struct Measured {
    double median = 0;  // the median aggregate, seconds per call; 0 if not reported
    double stddev = 0;  // seconds; 0 if not reported
    std::vector<double> repetitions;
    double bytes = 0;  // bytes per token of its estimator
    double Seconds() const;  // the median aggregate, else the repetitions' median
  };
  using Key = ReportFrame::Key;
  Measured* Slot(const std::string& name, double tokens, double bytes_per_token);
  double BestCopyGbs(const std::string& shape) const;  // 0 if the shape has no copy run

  ReportFrame frame_;
  std::vector<std::string> notes_;
  std::map<std::string, std::map<Key, Measured>> results_;  // by shape
  std::map<std::string, double> tokens_;
  std::vector<std::string> order_;
};

// Reads either a Google Benchmark JSON file (--benchmark_out_format=json) of
// agentrl_bench_advantages (a "benchmarks" array) or the GPU check's JSON (advantages_gpu.json:
// a "bench" array of {shape, variant, tokens, ms[, ms_min, ms_max]}, and "checks"). Errors name
// the file and the entry (index and field) that is malformed.
Result<AdvantagesReport> LoadAdvantagesReport(const std::string& json_path);

}  // namespace agentrl::bench
