#include "ablate_loop.h"

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <set>
#include <string>

#include "agentrl/core/config.h"
#include "agentrl/core/files.h"
#include "agentrl/harness/experiment_config.h"

namespace agentrl::harness {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

// One arm of one run at one loop seed.
struct LoopRow {
  const AblationRun* run = nullptr;
  std::string cell, arm;
  int64_t loop_seed = 0;
  bool finished = false;
  std::map<std::string, double> values;  // metric -> final value
};

std::string CellOf(const AblationRun& r) {
  std::string cell;
  for (const std::string& l : r.labels) cell += (cell.empty() ? "" : ", ") + l;
  return cell.empty() ? "base" : cell;
}

// Step 1: every run's rows; a run without summary.json gives unfinished rows.
Result<std::vector<LoopRow>> ReadLoopRows(const fs::path& root,
                                          const std::vector<AblationRun>& runs,
                                          std::vector<std::string>* metrics) {
  std::vector<LoopRow> rows;
  for (const AblationRun& r : runs) {
    auto cfg = config::LoadString<ExperimentConfig>(r.config_toml, r.id);
    if (!cfg.ok()) return cfg.status();
    const fs::path summary_path = root / "runs" / r.id / "summary.json";
    json summary;
    if (fs::exists(summary_path)) {
      std::ifstream in(summary_path);
      summary = json::parse(in, nullptr, false);
      if (summary.is_discarded() || !summary.contains("arms")) {
        return Status::InvalidInput(summary_path.string() +
                                    ": not a closed loop's summary (no \"arms\")");
      }
    }
    for (const std::string& arm : cfg->loop.arms) {
      const json* a = summary.is_object() && summary["arms"].contains(arm) ? &summary["arms"][arm]
                                                                           : nullptr;
      for (size_t i = 0; i < cfg->loop.seeds.size(); ++i) {
        LoopRow row{&r, CellOf(r), arm, cfg->loop.seeds[i], a != nullptr, {}};
        if (a) {
          for (const auto& [metric, v] : a->items()) {
            const json& per_seed = v["per_seed"];
            if (!per_seed.is_array() || i >= per_seed.size()) continue;
            row.values[metric] = per_seed[i].is_number() ? per_seed[i].get<double>() : NAN;
            if (std::find(metrics->begin(), metrics->end(), metric) == metrics->end()) {
              metrics->push_back(metric);
            }
          }
        }
        rows.push_back(std::move(row));
      }
    }
  }
  return rows;
}

std::string Num(double v) {
  if (!std::isfinite(v)) return "";
  char b[32];
  std::snprintf(b, sizeof b, "%.6g", v);
  return b;
}

json FiniteOr(double v) { return std::isfinite(v) ? json(v) : json(); }

}  // namespace

Result<bool> RunsAreLoops(const AblationSpec& spec, const std::vector<AblationRun>& runs) {
  int loops = 0;
  for (const AblationRun& r : runs) {
    auto cfg = config::LoadString<ExperimentConfig>(r.config_toml, r.id);
    if (!cfg.ok()) return cfg.status();
    loops += cfg->loop.enabled ? 1 : 0;
  }
  if (loops != 0 && loops != static_cast<int>(runs.size())) {
    return Status::InvalidInput(spec.source + ": " + std::to_string(loops) + " of " +
                                std::to_string(runs.size()) +
                                " runs are closed loops ([loop] enabled) and the rest training "
                                "runs; accepted: one kind per ablation");
  }
  return loops > 0;
}

Status AggregateLoopAblation(const AblationSpec& spec, const std::vector<AblationRun>& runs,
                             std::ostream& out) {
  const fs::path root = fs::path(spec.out_dir) / spec.name;
  std::vector<std::string> metrics;
  auto rows = ReadLoopRows(root, runs, &metrics);
  if (!rows.ok()) return rows.status();
  const std::vector<AblationFactor> columns = ResultColumns(spec);

  // Step 2: results.csv.
  std::ostringstream csv;
  csv << "run,seed";
  for (const AblationFactor& f : columns) csv << "," << f.key;
  csv << ",arm,loop_seed,finished";
  for (const std::string& m : metrics) csv << "," << m;
  csv << "\n";
  for (const LoopRow& r : *rows) {
    csv << r.run->id << "," << r.run->seed;
    for (const std::string& l : r.run->labels) csv << ",\"" << l << "\"";
    csv << "," << r.arm << "," << r.loop_seed << "," << r.finished;
    for (const std::string& m : metrics) {
      auto it = r.values.find(m);
      csv << "," << (it == r.values.end() ? "" : Num(it->second));
    }
    csv << "\n";
  }
  if (Status st = WriteFileAtomic((root / "results.csv").string(), csv.str()); !st.ok()) return st;

  // Step 3: per cell and arm, in the order they first come.
  std::vector<std::pair<std::string, std::string>> order;
  std::map<std::pair<std::string, std::string>, std::vector<const LoopRow*>> groups;
  for (const LoopRow& r : *rows) {
    const auto key = std::make_pair(r.cell, r.arm);
    if (!groups.count(key)) order.push_back(key);
    groups[key].push_back(&r);
  }
  json agg = json::array();
  std::ostringstream agg_csv, table;
  agg_csv << "cell,arm,runs,finished_seeds";
  for (const std::string& m : metrics) agg_csv << "," << m << "_mean," << m << "_ci95";
  agg_csv << "\n";
  table << "| cell | arm | seeds |";
  for (const std::string& m : metrics) table << " " << m << " |";
  table << "\n|---|---|---:|";
  for (size_t i = 0; i < metrics.size(); ++i) table << "---:|";
  table << "\n";
  for (const auto& key : order) {
    const std::vector<const LoopRow*>& g = groups[key];
    std::set<std::string> run_ids;
    int64_t finished = 0;
    for (const LoopRow* r : g) {
      run_ids.insert(r->run->id);
      finished += r->finished ? 1 : 0;
    }
    json cell = {{"cell", key.first},
                 {"arm", key.second},
                 {"runs", run_ids.size()},
                 {"finished_seeds", finished},
                 {"metrics", json::object()}};
    agg_csv << "\"" << key.first << "\"," << key.second << "," << run_ids.size() << "," << finished;
    table << "| " << key.first << " | " << key.second << " | " << finished << " |";
    for (const std::string& m : metrics) {
      std::vector<double> xs;
      for (const LoopRow* r : g) {
        auto it = r->values.find(m);
        if (r->finished && it != r->values.end()) xs.push_back(it->second);
      }
      const Stat s = Summarise(xs);
      cell["metrics"][m] = {{"mean", FiniteOr(s.mean)}, {"ci95", FiniteOr(s.ci)}, {"n", s.n}};
      agg_csv << "," << Num(s.mean) << "," << Num(s.ci);
      char b[64];
      if (!std::isfinite(s.mean)) {
        std::snprintf(b, sizeof b, " – |");
      } else if (std::isfinite(s.ci)) {
        std::snprintf(b, sizeof b, " %.3f ± %.3f |", s.mean, s.ci);
      } else {
        std::snprintf(b, sizeof b, " %.3f |", s.mean);
      }
      table << b;
    }
    agg_csv << "\n";
    table << "\n";
    agg.push_back(std::move(cell));
  }
  if (Status st = WriteFileAtomic((root / "aggregate.csv").string(), agg_csv.str()); !st.ok()) {
    return st;
  }
  if (Status st = WriteFileAtomic((root / "aggregate.json").string(), agg.dump(2) + "\n");
      !st.ok()) {
    return st;
  }

  // Step 4: report.md.
  std::ostringstream report;
  report << ReportHeading(spec, " (closed loop)");
  report << "\n\nEach value: a metric's final value (mean of the last third of the "
            "iterations) per loop seed ([loop] seeds), mean ± 95% t-interval over the cell's "
            "loop seeds and ablation seeds; *seeds* counts the finished ones. Each run's own "
            "report and plots: `runs/<run>/report.md`.\n\n"
         << table.str()
         << "\nFiles: `results.csv` (one row per run, arm and loop seed), `aggregate.csv`, "
            "`aggregate.json`, `runs/<run>/` (config, summary, metrics per loop seed), `logs/`.\n";
  if (Status st = WriteFileAtomic((root / "report.md").string(), report.str()); !st.ok()) {
    return st;
  }
  out << "\n" << table.str() << "\nreport: " << (root / "report.md").string() << "\n";
  return Status::Ok();
}

}  // namespace agentrl::harness
