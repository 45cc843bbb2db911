// The report of agentrl_bench_advantages: its summary table and its roofline plot, made from the
// runs of one benchmark session, either as they finish or from the JSON Google Benchmark wrote
// (--benchmark_out), so a committed result can be re-rendered without running it again.
#pragma once

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "agentrl/core/status.h"
#include "agentrl/harness/plot.h"

namespace agentrl::bench {

class AdvantagesReport {
 public:
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
  // percent of the best memcpy of the shape, speed-up over the LibTorch loop of its estimator.
  std::string Summary() const;

  // Percent of the best memcpy's bandwidth against mean tokens per sequence (log axis), one line
  // per variant of the fast path and the baselines, with a band: the range of its repetitions
  // where there are two or more, otherwise the median ± one standard deviation of its time;
  // a dashed line at the 60% target. Empty when no shape has a memcpy run.
  std::string RooflinePlotSvg() const;
  // Its data: per series, x = mean tokens per sequence, y = percent, lo and hi = the band
  // (which includes y); the target line last, without a band. Empty when RooflinePlotSvg is.
  std::vector<harness::PlotSeries> RooflineSeries() const;

  bool empty() const { return order_.empty(); }

 private:
  struct Measured {
    double median = 0;  // the median aggregate, seconds per call; 0 if not reported
    double stddev = 0;  // seconds; 0 if not reported
    std::vector<double> repetitions;
    double bytes = 0;  // bytes per token of its estimator
    double Seconds() const;  // the median aggregate, else the repetitions' median
  };
  using Key = std::pair<std::string, std::string>;  // estimator, variant
  Measured* Slot(const std::string& name, double tokens, double bytes_per_token);
  double BestCopyGbs(const std::string& shape) const;  // 0 if the shape has no memcpy run

  std::map<std::string, std::map<Key, Measured>> results_;  // by shape
  std::map<std::string, double> tokens_;
  std::vector<std::string> order_;
};

// Reads a Google Benchmark JSON file (--benchmark_out_format=json) of agentrl_bench_advantages.
// Errors name the file and the entry (index and field) that is malformed.
Result<AdvantagesReport> LoadAdvantagesReport(const std::string& json_path);

}  // namespace agentrl::bench
