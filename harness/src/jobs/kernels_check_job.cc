#include "agentrl/harness/kernels_check_job.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <iomanip>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <vector>

#include "agentrl/core/files.h"
#include "agentrl/core/parallel.h"
#include "agentrl/core/seed.h"
#include "agentrl/core/version.h"
#include "agentrl/kernels/estimators.h"
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
  return static_cast<double>(xs[lo]) +
         (pos - static_cast<double>(lo)) * static_cast<double>(xs[hi] - xs[lo]);
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
    const double ratio =
        static_cast<double>(mm.second) / static_cast<double>(std::max<int64_t>(mm.first, 1));
    ratio_x100.push_back(static_cast<int64_t>(std::llround(ratio * 100)));
    wide_groups += ratio >= 10.0;
  }
  const double tokens = static_cast<double>(batch.num_tokens());
  return json{
      {"sequences", n},
      {"groups", group_range.size()},
      {"tokens", batch.num_tokens()},
      {"trainable_fraction", tokens > 0 ? static_cast<double>(trainable) / tokens : 0.0},
      {"terminated_fraction",
       n > 0 ? static_cast<double>(terminated) / static_cast<double>(n) : 0.0},
      {"length",
       {{"min", n ? *std::min_element(lengths.begin(), lengths.end()) : 0},
        {"median", Quantile(lengths, 0.5)},
        {"p90", Quantile(lengths, 0.9)},
        {"max", n ? *std::max_element(lengths.begin(), lengths.end()) : 0}}},
      {"within_group_max_over_min",
       {{"median", Quantile(ratio_x100, 0.5) / 100.0}, {"max", Quantile(ratio_x100, 1.0) / 100.0}}},
      {"groups_with_10x_length_range",
       group_range.empty()
           ? 0.0
           : static_cast<double>(wide_groups) / static_cast<double>(group_range.size())},
  };
}

double Seconds(std::chrono::steady_clock::time_point since) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - since).count();
}

double RelativeL2(const std::vector<float>& x, const std::vector<double>& ref) {
  double num = 0, den = 0;
  for (size_t i = 0; i < x.size(); ++i) {
    num += (x[i] - ref[i]) * (x[i] - ref[i]);
    den += ref[i] * ref[i];
  }
  return den > 0 ? std::sqrt(num / den) : std::sqrt(num);
}

// Every configured estimator on the batch: the fast CPU path timed and checked against the
// fp64 reference under the numerical contract (relative L2 <= 1e-5).
constexpr double kContract = 1e-5;

json EstimatorResults(const ExperimentConfig& cfg, const kernels::PackedBatch& batch,
                      bool* contract_ok) {
  json rows = json::array();
  const size_t tokens = batch.num_tokens();
  std::vector<double> ra(tokens), rr(tokens);
  std::vector<float> fa(tokens), fr(tokens);
  for (const std::string& name : cfg.advantages.estimators) {
    const kernels::EstimatorParams p = cfg.advantages.ParamsFor(name);
    auto t0 = std::chrono::steady_clock::now();
    kernels::ReferenceEstimate(batch.view(), p, ra, rr);
    const double ref_s = Seconds(t0);
    // Best of three: the first call also pays for page faults on fresh output buffers.
    double fast_s = 1e30;
    for (int rep = 0; rep < 3; ++rep) {
      t0 = std::chrono::steady_clock::now();
      kernels::CpuEstimate(batch.view(), p, fa, fr,
                           {.threads = static_cast<int>(cfg.run.threads),
                            .chunk_tokens = cfg.advantages.chunk_tokens});
      fast_s = std::min(fast_s, Seconds(t0));
    }
    double trainable_abs = 0, n_trainable = 0;
    for (size_t t = 0; t < tokens; ++t)
      if (batch.mask[t]) trainable_abs += std::abs(fa[t]), n_trainable += 1;
    const double err_adv = RelativeL2(fa, ra), err_ret = RelativeL2(fr, rr);
    *contract_ok = *contract_ok && err_adv <= kContract && err_ret <= kContract;
    rows.push_back(
        {{"estimator", name},
         {"fast_ms", fast_s * 1e3},
         {"fast_mtokens_per_s", static_cast<double>(tokens) / fast_s / 1e6},
         {"reference_ms", ref_s * 1e3},
         {"speedup_vs_reference", ref_s / fast_s},
         {"rel_l2_advantages", err_adv},
         {"rel_l2_returns", err_ret},
         {"mean_abs_advantage_trainable", n_trainable > 0 ? trainable_abs / n_trainable : 0.0}});
  }
  return rows;
}

std::string Report(const ExperimentConfig& cfg, const json& summary) {
  const json& s = summary["batch"];
  std::ostringstream md;
  md << "# Run `" << cfg.run.name << "`\n\n"
     << "agentrl " << VersionString() << ", seed " << cfg.run.seed
     << ". Resolved config: `config.toml`.\n\n"
     << "## Batch\n\n"
     << "| sequences | groups | tokens | trainable | terminated | length min / median / p90 / max "
        "|\n"
     << "| ---: | ---: | ---: | ---: | ---: | --- |\n"
     << "| " << s["sequences"] << " | " << s["groups"] << " | " << s["tokens"] << " | "
     << std::fixed << std::setprecision(3) << s["trainable_fraction"].get<double>() << " | "
     << s["terminated_fraction"].get<double>() << " | " << s["length"]["min"] << " / "
     << s["length"]["median"] << " / " << s["length"]["p90"] << " / " << s["length"]["max"]
     << " |\n\n"
     << "Within-group length range (max/min): median " << s["within_group_max_over_min"]["median"]
     << ", max " << s["within_group_max_over_min"]["max"]
     << "; groups spanning 10x or more: " << s["groups_with_10x_length_range"].get<double>() * 100
     << "%.\n\n"
     << "## Estimators (fast CPU path vs fp64 reference, " << summary["threads"]
     << " threads, mask mode " << cfg.advantages.mask_mode << ", γ = " << cfg.advantages.gamma
     << ", λ = " << cfg.advantages.lam << ")\n\n"
     << "| estimator | fast ms | Mtok/s | reference ms | speedup | rel L2 adv | rel L2 ret | mean "
        "abs adv |\n"
     << "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n";
  for (const json& r : summary["estimators"]) {
    md << "| " << r["estimator"].get<std::string>() << " | " << std::setprecision(2)
       << r["fast_ms"].get<double>() << " | " << std::setprecision(0)
       << r["fast_mtokens_per_s"].get<double>() << " | " << std::setprecision(2)
       << r["reference_ms"].get<double>() << " | " << std::setprecision(1)
       << r["speedup_vs_reference"].get<double>() << "x | " << std::scientific
       << std::setprecision(1) << r["rel_l2_advantages"].get<double>() << " | "
       << r["rel_l2_returns"].get<double>() << " | " << std::fixed << std::setprecision(3)
       << r["mean_abs_advantage_trainable"].get<double>() << " |\n";
  }
  md << "\nContract (relative L2 <= " << std::scientific << std::setprecision(0) << kContract
     << std::fixed << "): " << (summary["contract_ok"].get<bool>() ? "met" : "VIOLATED")
     << ". Timings are wall-clock on this machine; "
     << "`bench/` has the controlled measurements.\n";
  return md.str();
}

}  // namespace

Status RunKernelsCheckJob(const ExperimentConfig& cfg, std::ostream& out) {
  const auto prepared = PrepareRunDirectory(cfg);
  if (!prepared.ok()) return prepared.status();
  const std::string& dir = *prepared;

  const auto t0 = std::chrono::steady_clock::now();
  const kernels::PackedBatch batch = kernels::MakeRandomBatch(
      cfg.batch, SeedTree(static_cast<uint64_t>(cfg.run.seed)).Derive("batch").key());
  if (Status st = batch.Validate(); !st.ok())
    return Status::Runtime("generated batch is invalid: " + st.message());
  const double gen_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();

  out << "batch: " << batch.num_sequences() << " sequences, " << batch.num_tokens()
      << " tokens; running " << cfg.advantages.estimators.size() << " estimators..." << std::endl;
  bool contract_ok = true;
  json estimators = EstimatorResults(cfg, batch, &contract_ok);
  json summary{{"agentrl", VersionString()},
               {"run", cfg.run.name},
               {"seed", cfg.run.seed},
               {"threads", ResolveThreads(static_cast<int>(cfg.run.threads))},
               {"batch", LengthSummary(batch)},
               {"estimators", std::move(estimators)},
               {"contract_ok", contract_ok},
               {"batch_generation_seconds", gen_s}};
  if (Status st = WriteFileAtomic(dir + "/summary.json", summary.dump(2) + "\n"); !st.ok())
    return st;
  const std::string report = Report(cfg, summary);
  if (Status st = WriteFileAtomic(dir + "/report.md", report); !st.ok()) return st;
  out << report << "\nResults: " << dir << "/ (config.toml, summary.json, report.md)\n";
  if (!contract_ok)
    return Status::Runtime("the fast path broke the numerical contract; see " + dir + "/report.md");
  return Status::Ok();
}

}  // namespace agentrl::harness
