#include "metrics.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

namespace agentrl::serve {
namespace {

std::string Number(double v) {
  if (std::isinf(v)) return v > 0 ? "+Inf" : "-Inf";
  char b[64];
  std::snprintf(b, sizeof b, "%.15g", v);
  return b;
}

// Label values escape backslash, double quote and newline.
std::string Escape(const std::string& v) {
  std::string out;
  for (char c : v) {
    if (c == '\\' || c == '"') out += '\\';
    if (c == '\n') {
      out += "\\n";
      continue;
    }
    out += c;
  }
  return out;
}

// Joins a rendered label set ("a=\"1\"") with one more label.
std::string WithLabel(const std::string& rendered, const std::string& extra) {
  if (rendered.empty()) return "{" + extra + "}";
  return rendered.substr(0, rendered.size() - 1) + "," + extra + "}";
}

}  // namespace

std::string Metrics::RenderLabels(const Labels& labels) {
  if (labels.empty()) return "";
  std::string s = "{";
  for (size_t i = 0; i < labels.size(); ++i) {
    if (i) s += ",";
    s += labels[i].first + "=\"" + Escape(labels[i].second) + "\"";
  }
  return s + "}";
}

Metrics::Family* Metrics::Find(const std::string& name) {
  for (Family& f : families_) {
    if (f.name == name) return &f;
  }
  return nullptr;
}

void Metrics::DeclareCounter(const std::string& name, const std::string& help) {
  std::lock_guard<std::mutex> lock(mu_);
  families_.push_back({name, help, "counter", {}, {}, {}, {}});
}

void Metrics::DeclareHistogram(const std::string& name, const std::string& help,
                               std::vector<double> bounds) {
  std::sort(bounds.begin(), bounds.end());
  std::lock_guard<std::mutex> lock(mu_);
  families_.push_back({name, help, "histogram", std::move(bounds), {}, {}, {}});
}

void Metrics::DeclareGauge(const std::string& name, const std::string& help,
                           std::function<double()> read) {
  std::lock_guard<std::mutex> lock(mu_);
  families_.push_back({name, help, "gauge", {}, std::move(read), {}, {}});
}

void Metrics::DeclareCounterFn(const std::string& name, const std::string& help,
                               std::function<double()> read) {
  std::lock_guard<std::mutex> lock(mu_);
  families_.push_back({name, help, "counter", {}, std::move(read), {}, {}});
}

void Metrics::Add(const std::string& name, const Labels& labels, double v) {
  std::lock_guard<std::mutex> lock(mu_);
  if (Family* f = Find(name)) f->counters[RenderLabels(labels)] += v;
}

void Metrics::Observe(const std::string& name, const Labels& labels, double v) {
  std::lock_guard<std::mutex> lock(mu_);
  Family* f = Find(name);
  if (!f) return;
  Histogram& h = f->histograms[RenderLabels(labels)];
  if (h.buckets.empty()) h.buckets.assign(f->bounds.size(), 0);
  const auto it = std::lower_bound(f->bounds.begin(), f->bounds.end(), v);
  if (it != f->bounds.end()) ++h.buckets[static_cast<size_t>(it - f->bounds.begin())];
  ++h.count;
  h.sum += v;
}

double Metrics::Value(const std::string& name, const Labels& labels) const {
  std::lock_guard<std::mutex> lock(mu_);
  for (const Family& f : families_) {
    if (f.name != name) continue;
    auto it = f.counters.find(RenderLabels(labels));
    return it == f.counters.end() ? 0 : it->second;
  }
  return 0;
}

std::string Metrics::Render() const {
  std::ostringstream os;
  std::lock_guard<std::mutex> lock(mu_);
  for (const Family& f : families_) {
    os << "# HELP " << f.name << " " << f.help << "\n# TYPE " << f.name << " " << f.type << "\n";
    if (f.type == "gauge") {
      os << f.name << " " << Number(f.read ? f.read() : 0) << "\n";
    } else if (f.type == "counter" && f.read) {
      os << f.name << " " << Number(f.read()) << "\n";
    } else if (f.type == "counter") {
      for (const auto& [labels, v] : f.counters) os << f.name << labels << " " << Number(v) << "\n";
    } else {
      for (const auto& [labels, h] : f.histograms) {
        uint64_t cumulative = 0;
        for (size_t i = 0; i < f.bounds.size(); ++i) {
          cumulative += h.buckets[i];
          os << f.name << "_bucket" << WithLabel(labels, "le=\"" + Number(f.bounds[i]) + "\"")
             << " " << cumulative << "\n";
        }
        os << f.name << "_bucket" << WithLabel(labels, "le=\"+Inf\"") << " " << h.count << "\n"
           << f.name << "_sum" << labels << " " << Number(h.sum) << "\n"
           << f.name << "_count" << labels << " " << h.count << "\n";
      }
    }
  }
  return os.str();
}

}  // namespace agentrl::serve
