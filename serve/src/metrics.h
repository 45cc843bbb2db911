// The server's counters, gauges and latency histograms, rendered in Prometheus' text exposition
// format (version 0.0.4) for GET /metrics. Thread-safe; a label set is created on first use.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace agentrl::serve {

class Metrics {
 public:
  using Labels = std::vector<std::pair<std::string, std::string>>;

  // Declares a metric (its HELP line and type); Render lists them in declaration order.
  void DeclareCounter(const std::string& name, const std::string& help);
  void DeclareHistogram(const std::string& name, const std::string& help,
                        std::vector<double> bounds);
  // A gauge read when rendered.
  void DeclareGauge(const std::string& name, const std::string& help,
                    std::function<double()> read);
  // A counter kept elsewhere (a monotonic count), read when rendered.
  void DeclareCounterFn(const std::string& name, const std::string& help,
                        std::function<double()> read);

  void Add(const std::string& name, const Labels& labels, double v = 1);
  void Observe(const std::string& name, const Labels& labels, double v);
  double Value(const std::string& name, const Labels& labels) const;  // a counter's value

  std::string Render() const;

 private:
  struct Histogram {
    std::vector<uint64_t> buckets;  // cumulative counts are computed when rendered
    uint64_t count = 0;
    double sum = 0;
  };
  struct Family {
    std::string name, help, type;
    std::vector<double> bounds;
    std::function<double()> read;
    std::map<std::string, double> counters;       // rendered label set -> value
    std::map<std::string, Histogram> histograms;  // rendered label set -> histogram
  };
  static std::string RenderLabels(const Labels& labels);
  Family* Find(const std::string& name);

  mutable std::mutex mu_;
  std::vector<Family> families_;
};

}  // namespace agentrl::serve
