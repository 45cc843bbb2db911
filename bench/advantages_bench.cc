// GAE (carry mode, γ = 1, λ = 0.95) and GRPO over long ragged batches: every implementation on
// every shape in one run, against two baselines measured in the same run: the LibTorch loops as
// frameworks write them (GAE: the per-timestep loop; GRPO: veRL's per-sequence loop), and memcpy
// (the roofline).
//
// Bytes per token, the floor for any implementation. GAE: read r (4), V (4), mask (1); write
// A (4), R (4) = 17. GRPO: read r and the mask, write A and R = 13. Every variant of an estimator
// reports those bytes (SetBytesProcessed), so GB/s compare directly; memcpy copies 8.5·T bytes,
// i.e. moves 17·T bytes of traffic, and a GRPO variant's "vs best memcpy" is its GB/s over the
// copy's.
//
// Usage:
//   agentrl_bench_advantages [--summary_out=FILE.md] [--plot_out=STEM] [--compare_json=OLD.json]
//                            [benchmark flags]
//   agentrl_bench_advantages --from_json=RUN.json [--summary_out=FILE.md] [--plot_out=STEM]
//                            [--compare_json=OLD.json]
//   agentrl_bench_advantages --layout_study [--summary_out=FILE.md] [benchmark flags]
// Every variant but the LibTorch GAE loop runs 5 repetitions and reports the median; that loop
// runs once (it takes seconds to minutes per call).
// The summary table (ratio of each variant to the best memcpy and to the LibTorch loop) goes
// to stdout and, with --summary_out, to FILE.md; --plot_out writes STEM.svg and STEM.png, each
// variant's percent of the best memcpy against mean sequence length (advantages_report.h).
// --from_json makes both from a saved --benchmark_out JSON instead of running, or from the GPU
// check's advantages_gpu.json (bench/gpu/run.sh), against the device copy and CUB: its failed
// checks, and any that differ from the CPU twin's bits, are printed before the table.
// --compare_json adds a table of the speed-up of every variant and shape the run shares with
// OLD.json (either kind), after the summary: an A/B of two builds, or a run against the last.
// --layout_study runs, instead of the shapes above, eight layouts of 2M tokens on one thread
// (LayoutShapes): what ragged lengths and observation spans cost the fast path.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstring>
#include <iostream>
#include <thread>

#include "advantages_report.h"
#include "agentrl/core/files.h"
#include "agentrl/core/parallel.h"
#include "agentrl/harness/plot.h"
#include "agentrl/kernels/estimators.h"
#include "agentrl/kernels/random_batch.h"
#include "torch_loop.h"

namespace {

using agentrl::kernels::PackedBatch;

constexpr double kBytesPerToken = 17.0;      // GAE, and the copy
constexpr double kGrpoBytesPerToken = 13.0;  // GRPO: no values read
constexpr double kGamma = 1.0, kLam = 0.95;

struct Shape {
  std::string name;
  agentrl::kernels::RandomBatchSpec spec;
};

agentrl::kernels::RandomBatchSpec Fixed(int64_t sequences, int64_t length) {
  agentrl::kernels::RandomBatchSpec s;
  s.sequences = sequences;
  s.group_size = 8;
  s.length_median = static_cast<double>(length);
  s.length_sigma = 0;
  s.length_min = length;
  s.length_max = length;
  return s;
}

std::vector<Shape> Shapes() {
  agentrl::kernels::RandomBatchSpec lognormal;  // median 2k, max 64k
  lognormal.sequences = 256;
  lognormal.length_median = 2048;
  lognormal.length_sigma = 1.0;
  lognormal.length_max = 65536;
  // 4096x512's lengths made ragged (σ = 0.5): every sequence then ends inside a block, and
  // the scan's cost per sequence shows.
  agentrl::kernels::RandomBatchSpec ragged_short = lognormal;
  ragged_short.sequences = 4096;
  ragged_short.length_median = 512;
  ragged_short.length_sigma = 0.5;
  return {{"1x32k", Fixed(1, 32768)},     {"16x128k", Fixed(16, 131072)},
          {"1x1M", Fixed(1, 1 << 20)},    {"256xlognormal2k", lognormal},
          {"4096x512", Fixed(4096, 512)}, {"4096xlognormal512", ragged_short}};
}

// --layout_study: what a batch's layout costs the fast path, one thread against a one-thread
// copy. Lengths of 128 and 512 tokens (2M tokens a batch), each exactly (every sequence a whole
// number of 16-token blocks, and, with turns of 64, every policy span too) or lognormal around
// it (σ = 0.5: sequences end, and spans start and end, inside blocks), each all trainable or
// with 25% observation tokens in turns of 64, as the main shapes have.
std::vector<Shape> LayoutShapes() {
  std::vector<Shape> shapes;
  for (int64_t length : {128, 512}) {
    const int64_t sequences = (int64_t{1} << 21) / length;
    for (double observed : {0.0, 0.25}) {
      for (bool ragged : {false, true}) {
        agentrl::kernels::RandomBatchSpec s = Fixed(sequences, length);
        if (ragged) s.length_sigma = 0.5, s.length_min = 1, s.length_max = 65536;
        s.observation_fraction = observed;
        shapes.push_back({std::to_string(sequences) + "x" + (ragged ? "lognormal" : "") +
                              std::to_string(length) + (observed > 0 ? "_obs25" : "_obs0"),
                          s});
      }
    }
  }
  return shapes;
}

// The loop a C++ programmer writes first: fp32, one thread, sequence by sequence.
void NaiveScalar(const PackedBatch& b, float* adv, float* ret) {
  for (size_t i = 0; i < b.num_sequences(); ++i) {
    float a = 0, nv = b.terminated[i] ? 0.0f : b.bootstrap_value[i];
    for (int64_t t = b.cu_seqlens[i + 1] - 1; t >= b.cu_seqlens[i]; --t) {
      if (b.mask[t]) {
        a = b.rewards[t] + static_cast<float>(kGamma) * nv - b.values[t] +
            static_cast<float>(kGamma * kLam) * a;
        nv = b.values[t];
      }
      adv[t] = a;
      ret[t] = a + b.values[t];
    }
  }
}

void SetCounters(benchmark::State& state, size_t tokens, double bytes_per_token) {
  state.SetBytesProcessed(
      static_cast<int64_t>(state.iterations() * bytes_per_token * static_cast<double>(tokens)));
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * tokens));
  state.counters["tokens"] = static_cast<double>(tokens);
  state.counters["bytes_per_token"] = bytes_per_token;
}

constexpr int kRepetitions = 5;         // medians of 5: this kind of VM drifts by ±20% run to run
constexpr int kLayoutRepetitions = 15;  // the layout study compares differences of a few percent

// Every variant on the shape; with layout_only, the one-thread fast path and copy alone.
void RegisterShape(const Shape& shape, bool layout_only = false) {
  auto batch = std::make_shared<PackedBatch>(agentrl::kernels::MakeRandomBatch(shape.spec, 2026));
  const size_t tokens = batch->num_tokens();
  auto adv = std::make_shared<std::vector<float>>(tokens),
       ret = std::make_shared<std::vector<float>>(tokens);
  const agentrl::kernels::EstimatorParams params{.gamma = kGamma, .lam = kLam};
  const agentrl::kernels::EstimatorParams grpo{.estimator = agentrl::kernels::Estimator::kGrpo};

  // One timed variant, named <estimator>/<variant>/<shape>: `run()` is the timed body; it
  // reports the estimator's bytes per token and the median of kRepetitions runs.
  auto add_for = [&](const std::string& estimator, double bytes, const std::string& variant,
                     auto make_run) {
    benchmark::RegisterBenchmark((estimator + "/" + variant + "/" + shape.name).c_str(),
                                 [=](benchmark::State& state) {
                                   auto run = make_run();
                                   for (auto _ : state) {
                                     run();
                                     benchmark::ClobberMemory();
                                   }
                                   SetCounters(state, tokens, bytes);
                                 })
        ->UseRealTime()
        ->Repetitions(layout_only ? kLayoutRepetitions : kRepetitions)
        ->ReportAggregatesOnly(true);
  };
  auto add = [&](const std::string& variant, auto make_run) {
    add_for("gae", kBytesPerToken, variant, make_run);
  };
  const size_t copy_bytes = static_cast<size_t>(kBytesPerToken * static_cast<double>(tokens) / 2);
  add("memcpy_1thread", [=] {
    auto buf = std::make_shared<std::pair<std::vector<char>, std::vector<char>>>(
        std::vector<char>(copy_bytes, 1), std::vector<char>(copy_bytes));
    return [buf, copy_bytes] { std::memcpy(buf->second.data(), buf->first.data(), copy_bytes); };
  });
  if (layout_only) {
    add("fast_cpu_1thread", [=] {
      return
          [=] { agentrl::kernels::CpuEstimate(batch->view(), params, *adv, *ret, {.threads = 1}); };
    });
    return;
  }
  add("memcpy_2threads", [=] {
    auto buf = std::make_shared<std::pair<std::vector<char>, std::vector<char>>>(
        std::vector<char>(copy_bytes, 1), std::vector<char>(copy_bytes));
    return [buf, copy_bytes] {
      agentrl::ParallelFor(2, 2, [&](size_t lo, size_t hi) {
        for (size_t k = lo; k < hi; ++k) {
          const size_t b0 = copy_bytes * k / 2, b1 = copy_bytes * (k + 1) / 2;
          std::memcpy(buf->second.data() + b0, buf->first.data() + b0, b1 - b0);
        }
      });
    };
  });
  // The same copy in 64 slices handed out as the fast path hands out its work items
  // (ParallelForGuided), so the roofline gains from balancing what the scan gains.
  add("memcpy_2threads_guided", [=] {
    auto buf = std::make_shared<std::pair<std::vector<char>, std::vector<char>>>(
        std::vector<char>(copy_bytes, 1), std::vector<char>(copy_bytes));
    return [buf, copy_bytes] {
      constexpr size_t kSlices = 64;
      agentrl::ParallelForGuided(
          kSlices, 2, [](size_t) { return int64_t{1}; },
          [&](size_t lo, size_t hi) {
            const size_t b0 = copy_bytes * lo / kSlices, b1 = copy_bytes * hi / kSlices;
            std::memcpy(buf->second.data() + b0, buf->first.data() + b0, b1 - b0);
          });
    };
  });
  add("naive_scalar", [=] { return [=] { NaiveScalar(*batch, adv->data(), ret->data()); }; });
  add("reference_fp64", [=] {
    auto out = std::make_shared<std::pair<std::vector<double>, std::vector<double>>>(
        std::vector<double>(tokens), std::vector<double>(tokens));
    return [=] {
      agentrl::kernels::ReferenceEstimate(batch->view(), params, out->first, out->second);
    };
  });
  // fast_cpu: the widest blocks this CPU runs (16 tokens with AVX-512); fast_cpu_avx2: eight-token
  // blocks, run too where the CPU has the wider ones, so one run compares the two.
  std::vector<std::pair<std::string, int>> widths = {{"fast_cpu_", 0}};
  if (agentrl::kernels::CpuSimdLanes() > 8) widths.push_back({"fast_cpu_avx2_", 8});
  for (const auto& [prefix, lanes] : widths) {
    for (int threads : {1, 2}) {
      add(prefix + std::to_string(threads) + (threads > 1 ? "threads" : "thread"), [=] {
        return [=] {
          agentrl::kernels::CpuEstimate(batch->view(), params, *adv, *ret,
                                        {.threads = threads, .simd_lanes = lanes});
        };
      });
    }
  }
  // GAE followed by masked whitening of the advantages, as veRL's compute_gae_advantage_return
  // returns them: the statistics are gathered during the scan, then one more pass applies them.
  add("fast_cpu_whiten_2threads", [=] {
    agentrl::kernels::EstimatorParams whiten = params;
    whiten.whiten = true;
    return
        [=] { agentrl::kernels::CpuEstimate(batch->view(), whiten, *adv, *ret, {.threads = 2}); };
  });
  // GRPO, the estimator most users run: its two passes (the per-sequence reward sums, then the
  // broadcast of the normalised score) against veRL's loop and the fp64 reference.
  for (int threads : {1, 2}) {
    add_for("grpo", kGrpoBytesPerToken,
            "fast_cpu_" + std::to_string(threads) + (threads > 1 ? "threads" : "thread"), [=] {
              return [=] {
                agentrl::kernels::CpuEstimate(batch->view(), grpo, *adv, *ret,
                                              {.threads = threads});
              };
            });
  }
  add_for("grpo", kGrpoBytesPerToken, "reference_fp64", [=] {
    auto out = std::make_shared<std::pair<std::vector<double>, std::vector<double>>>(
        std::vector<double>(tokens), std::vector<double>(tokens));
    return
        [=] { agentrl::kernels::ReferenceEstimate(batch->view(), grpo, out->first, out->second); };
  });
  // veRL's GRPO loop takes milliseconds: repeated like the others, its padded tensors built
  // outside the timed part.
  add_for("grpo", kGrpoBytesPerToken, "libtorch_loop", [=] {
    auto loop = std::make_shared<agentrl::bench::TorchLoopFixture>(*batch);
    return [loop] { loop->RunGrpo(); };
  });
  // The per-timestep GAE loop takes seconds to minutes: one run.
  benchmark::RegisterBenchmark(("gae/libtorch_loop/" + shape.name).c_str(),
                               [=](benchmark::State& state) {
                                 agentrl::bench::TorchLoopFixture loop(*batch);
                                 for (auto _ : state) loop.Run(kGamma, kLam);
                                 SetCounters(state, tokens, kBytesPerToken);
                               })
      ->UseRealTime()
      ->Iterations(1);
}

// Hands every run to the report, which relates variants within a shape.
class ReportingConsole : public benchmark::ConsoleReporter {
 public:
  void ReportRuns(const std::vector<Run>& runs) override {
    ConsoleReporter::ReportRuns(runs);
    for (const Run& r : runs) {
      if (r.error_occurred) continue;
      const bool aggregate = r.run_type == Run::RT_Aggregate;
      const double seconds =
          r.GetAdjustedRealTime() / benchmark::GetTimeUnitMultiplier(r.time_unit);
      if (aggregate && r.aggregate_name == "stddev") {
        report.AddStddev(r.run_name.str(), seconds);
        continue;
      }
      const bool median = aggregate && r.aggregate_name == "median";
      if (aggregate && !median) continue;
      const double tokens = r.counters.at("tokens"), bytes = r.counters.at("bytes_per_token");
      if (median)
        report.AddMedian(r.run_name.str(), seconds, tokens, bytes);
      else
        report.AddRepetition(r.run_name.str(), seconds, tokens, bytes);
    }
  }
  agentrl::bench::AdvantagesReport report;
};

// Writes the summary (stdout, and summary_out if set): the report's notes, its table, and the
// comparison against the run in compare_json if set; and the plot (plot_out.svg/.png if set).
int WriteReport(const agentrl::bench::AdvantagesReport& report, const std::string& summary_out,
                const std::string& plot_out, const std::string& compare_json) {
  std::string summary;  // the run's notes (the GPU check's failed checks), then the table
  for (const std::string& note : report.notes()) summary += "- " + note + "\n";  // Markdown
  if (!summary.empty()) summary += "\n";
  summary += report.Summary();
  if (!compare_json.empty()) {
    auto before = agentrl::bench::LoadAdvantagesReport(compare_json);
    if (!before.ok()) {
      std::cerr << "error: --compare_json: " << before.status().message() << "\n";
      return before.status().exit_code();
    }
    const std::string table = report.Comparison(*before);
    if (table.empty()) {
      std::cerr << "error: --compare_json: " << compare_json
                << " has no shape and variant in common with this run\n";
      return 2;
    }
    summary += "\nAgainst " + compare_json + " (speed-up: its median over this run's):\n\n" + table;
  }
  std::cout << "\n" << summary;
  if (!summary_out.empty()) {
    if (agentrl::Status st = agentrl::WriteFileAtomic(summary_out, summary); !st.ok()) {
      std::cerr << "error: " << st.message() << "\n";
      return st.exit_code();
    }
  }
  if (!plot_out.empty()) {
    const std::string svg = report.RooflinePlotSvg();
    if (svg.empty()) {
      std::cerr << "error: --plot_out: no shape has a copy run to measure against (on CPU, also "
                   "a sequence count in its name), nothing to plot\n";
      return 2;
    }
    if (agentrl::Status st = agentrl::harness::WritePlot(plot_out, svg); !st.ok()) {
      std::cerr << "error: " << st.message() << "\n";
      return st.exit_code();
    }
    std::cout << "plot: " << plot_out << ".svg, " << plot_out << ".png\n";
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::string summary_out, plot_out, from_json, compare_json;
  bool layout_study = false;
  std::vector<char*> args;
  for (int i = 0; i < argc; ++i) {
    const std::string a = argv[i];
    if (a.rfind("--summary_out=", 0) == 0)
      summary_out = a.substr(14);
    else if (a.rfind("--plot_out=", 0) == 0)
      plot_out = a.substr(11);
    else if (a.rfind("--from_json=", 0) == 0)
      from_json = a.substr(12);
    else if (a.rfind("--compare_json=", 0) == 0)
      compare_json = a.substr(15);
    else if (a == "--layout_study")
      layout_study = true;
    else
      args.push_back(argv[i]);
  }
  if (!from_json.empty()) {  // re-render a saved run; runs nothing
    if (layout_study) {
      std::cerr << "error: --from_json runs nothing, so --layout_study has nothing to choose\n";
      return 2;
    }
    if (args.size() > 1) {
      std::cerr << "error: --from_json takes no benchmark flags (got " << args[1] << ")\n";
      return 2;
    }
    auto report = agentrl::bench::LoadAdvantagesReport(from_json);
    if (!report.ok()) {
      std::cerr << "error: " << report.status().message() << "\n";
      return report.status().exit_code();
    }
    return WriteReport(*report, summary_out, plot_out, compare_json);
  }
  int n = static_cast<int>(args.size());
  benchmark::Initialize(&n, args.data());
  if (benchmark::ReportUnrecognizedArguments(n, args.data())) return 2;
  for (const Shape& s : layout_study ? LayoutShapes() : Shapes()) RegisterShape(s, layout_study);
  ReportingConsole reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  const int rc = WriteReport(reporter.report, summary_out, plot_out, compare_json);
  benchmark::Shutdown();
  return rc;
}
