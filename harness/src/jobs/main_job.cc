#include "agentrl/harness/main_job.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <iomanip>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <vector>

#include "agentrl/core/files.h"
#include "agentrl/core/seed.h"
#include "agentrl/core/version.h"
#include "agentrl/kernels/random_batch.h"

namespace agentrl::harness {
namespace {

using nlohmann::json;

double Quantile(std::vector<int64_t> xs, double q) {
  if (xs.empty()) return 0.0;
  std::sort(xs.begin(), xs.end());
  const double pos = q * static_cast<double>(xs.size() - 1);
  const size_t lo = static_cast<size_t>(std::floor(pos));
  const size_t hi = std::min(lo + 1, xs.size() - 1);
  return static_cast<double>(xs[lo]) + (pos - static_cast<double>(lo)) * static_cast<double>(xs[hi] - xs[lo]);
}

// Length structure of a batch: what decides whether group normalisation is trustworthy.
json LengthSummary(const kernels::PackedBatch& batch) {
  const size_t n = batch.num_sequences();
  std::vector<int64_t> lengths(n);
  std::map<int64_t, std::pair<int64_t, int64_t>> group_range;  // group -> (min, max)
  int64_t trainable = 0, terminated = 0;
  for (size_t i = 0; i < n; ++i) {
    lengths[i] = batch.cu_seqlens[i + 1] - batch.cu_seqlens[i];
    auto [it, fresh] = group_range.try_emplace(batch.group[i], lengths[i], lengths[i]);
    if (!fresh) {
      it->second.first = std::min(it->second.first, lengths[i]);
      it->second.second = std::max(it->second.second, lengths[i]);
    }
    terminated += batch.terminated[i];
  }
  for (uint8_t m : batch.mask) trainable += m;
  std::vector<int64_t> ratio_x100;
  int64_t wide_groups = 0;
  for (const auto& [g, mm] : group_range) {
    const double ratio = static_cast<double>(mm.second) / static_cast<double>(std::max<int64_t>(mm.first, 1));
    ratio_x100.push_back(static_cast<int64_t>(std::llround(ratio * 100)));
    wide_groups += ratio >= 10.0;
  }
  const double tokens = static_cast<double>(batch.num_tokens());
  return json{
      {"sequences", n},
      {"groups", group_range.size()},
      {"tokens", batch.num_tokens()},
      {"trainable_fraction", tokens > 0 ? static_cast<double>(trainable) / tokens : 0.0},
      {"terminated_fraction", n > 0 ? static_cast<double>(terminated) / static_cast<double>(n) : 0.0},
      {"length", {{"min", n ? *std::min_element(lengths.begin(), lengths.end()) : 0},
                  {"median", Quantile(lengths, 0.5)},
                  {"p90", Quantile(lengths, 0.9)},
                  {"max", n ? *std::max_element(lengths.begin(), lengths.end()) : 0}}},
      {"within_group_max_over_min", {{"median", Quantile(ratio_x100, 0.5) / 100.0},
                                     {"max", Quantile(ratio_x100, 1.0) / 100.0}}},
      {"groups_with_10x_length_range",
       group_range.empty() ? 0.0 : static_cast<double>(wide_groups) / static_cast<double>(group_range.size())},
  };
}

std::string Report(const ExperimentConfig& cfg, const json& summary) {
  const json& s = summary["batch"];
  std::ostringstream md;
  md << "# Run `" << cfg.run.name << "`\n\n"
     << "agentrl " << VersionString() << ", seed " << cfg.run.seed << ". Resolved config: `config.toml`.\n\n"
     << "## Batch\n\n"
     << "| sequences | groups | tokens | trainable | terminated | length min / median / p90 / max |\n"
     << "| ---: | ---: | ---: | ---: | ---: | --- |\n"
     << "| " << s["sequences"] << " | " << s["groups"] << " | " << s["tokens"] << " | "
     << std::fixed << std::setprecision(3) << s["trainable_fraction"].get<double>() << " | "
     << s["terminated_fraction"].get<double>() << " | " << s["length"]["min"] << " / "
     << s["length"]["median"] << " / " << s["length"]["p90"] << " / " << s["length"]["max"] << " |\n\n"
     << "Within-group length range (max/min): median " << s["within_group_max_over_min"]["median"]
     << ", max " << s["within_group_max_over_min"]["max"] << "; groups spanning 10x or more: "
     << s["groups_with_10x_length_range"].get<double>() * 100 << "%.\n";
  return md.str();
}

}  // namespace

Status RunMainJob(const ExperimentConfig& cfg, std::ostream& out) {
  const std::string dir = cfg.run.out_dir + "/" + cfg.run.name;
  if (Status st = MakeDirectories(dir); !st.ok()) return st;
  if (Status st = WriteFileAtomic(dir + "/config.toml", config::DumpConfig(cfg)); !st.ok()) return st;

  const auto t0 = std::chrono::steady_clock::now();
  const kernels::PackedBatch batch =
      kernels::MakeRandomBatch(cfg.batch, SeedTree(static_cast<uint64_t>(cfg.run.seed)).Derive("batch").key());
  if (Status st = batch.Validate(); !st.ok()) return Status::Runtime("generated batch is invalid: " + st.message());
  const double gen_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();

  json summary{{"agentrl", VersionString()},
               {"run", cfg.run.name},
               {"seed", cfg.run.seed},
               {"batch", LengthSummary(batch)},
               {"batch_generation_seconds", gen_s}};
  if (Status st = WriteFileAtomic(dir + "/summary.json", summary.dump(2) + "\n"); !st.ok()) return st;
  const std::string report = Report(cfg, summary);
  if (Status st = WriteFileAtomic(dir + "/report.md", report); !st.ok()) return st;
  out << report << "\nResults: " << dir << "/ (config.toml, summary.json, report.md)\n";
  return Status::Ok();
}

}  // namespace agentrl::harness
