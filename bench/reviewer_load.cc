// What the LLM reviewer costs (issue 49): the reward path (harness::RewardService over a real
// execution pool, the rule library, the committed judge) with the reviewer deciding every
// sample, against the same path without it, in the same run and alternating batch by batch,
// with 1 and 4 reviews in flight. The reviewer's server is integrations/llama/server.mjs (a real
// llama.cpp runtime) started here on a loopback port with --parallel C, on a model given by
// --model (the tiny test model by default; the README's command makes the 0.5B-shaped Q4_K_M
// one). The model has random weights: what it answers is noise, its cost is real.
//
// Each sample is the honest fizzbuzz solution with its own comment, so every review request is
// new (no review cache; the prompts share the system message and the task's text, which a
// server may reuse, as vLLM's prefix caching does). The pool's cache is warmed first, so both
// sides grade from it and the difference is the reviewer.
//
//   ./build/bench/agentrl_bench_reviewer --model integrations/llama/models/qwen2-0.5b-random-q4_k_m.gguf
//   ./build/bench/agentrl_bench_reviewer --from_json=bench/results/reviewer/reviewer_load.json
#include <sys/utsname.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "../tests/listening_process.h"
#include "agentrl/antihack/judge.h"
#include "agentrl/antihack/reviewer.h"
#include "agentrl/antihack/rules.h"
#include "agentrl/core/files.h"
#include "agentrl/harness/plot.h"
#include "agentrl/harness/reward_service.h"
#include "agentrl/sandbox/execute.h"
#include "agentrl/sandbox/pool.h"
#include "agentrl/sandbox/task.h"

namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using Clock = std::chrono::steady_clock;
using agentrl::Status;

struct Options {
  std::string source = AGENTRL_SOURCE_DIR_DEFAULT;
  std::string model;  // "" = the tiny test model
  std::string out = "bench/results/reviewer";
  std::string from_json;
  std::vector<int> concurrency = {1, 4};
  int batches = 6;  // per concurrency and side
  int threads = 1;  // the server's
};

bool Flag(const std::string& arg, const char* name, std::string* value) {
  const std::string prefix = std::string("--") + name + "=";
  if (arg.rfind(prefix, 0) != 0) return false;
  *value = arg.substr(prefix.size());
  return true;
}

double Pct(std::vector<double> v, double q) { return agentrl::antihack::Percentile(std::move(v), q); }

json Summary(const std::vector<double>& v) {
  return {{"n", v.size()}, {"p50", Pct(v, 50)}, {"p95", Pct(v, 95)}, {"max", Pct(v, 100)}};
}

std::string Host() {
  utsname u{};
  uname(&u);
  std::ifstream cpu("/proc/cpuinfo");
  std::string line, model;
  while (std::getline(cpu, line)) {
    if (line.rfind("model name", 0) == 0) {
      model = line.substr(line.find(':') + 2);
      break;
    }
  }
  return model + ", " + std::to_string(sysconf(_SC_NPROCESSORS_ONLN)) + " cores, " + u.sysname +
         " " + u.release;
}

double LoadAvg() {
  std::ifstream in("/proc/loadavg");
  double v = 0;
  in >> v;
  return v;
}

std::string Fmt(const char* f, double v) {
  char b[64];
  std::snprintf(b, sizeof b, f, v);
  return b;
}

std::string Readme(const json& doc) {
  std::string md = "# The LLM reviewer's cost\n\n";
  md += "Written by `bench/reviewer_load.cc` (`agentrl_bench_reviewer`); every measurement is in "
        "`reviewer_load.json`. Reproduce:\n\n```sh\n"
        "cmake --build build --target agentrl_bench_reviewer\n"
        "/usr/bin/python3 integrations/llama/make_model.py --shape 0.5b --type q4_k_m   # 398 MB\n"
        "./build/bench/agentrl_bench_reviewer --model=integrations/llama/models/"
        "qwen2-0.5b-random-q4_k_m.gguf\n"
        "./build/bench/agentrl_bench_reviewer --from_json=bench/results/reviewer/reviewer_load.json"
        "   # README and plot again\n```\n\n";
  md += "Run " + doc["run_at"].get<std::string>() + " on " + doc["machine"].get<std::string>() +
        "; model `" + doc["model"].get<std::string>() + "` (" +
        Fmt("%.0f", doc["model_mb"].get<double>()) + " MB, random weights: it judges nothing), "
        "llama.cpp through node-llama-cpp (integrations/llama/server.mjs), " +
        std::to_string(doc["server_threads"].get<int>()) + " server thread(s). Load average " +
        Fmt("%.2f", doc["loadavg_start"].get<double>()) + " at the start, " +
        Fmt("%.2f", doc["loadavg_end"].get<double>()) + " at the end.\n\n";
  md += "Each batch is C samples processed together by `RewardService` (synchronous judge): with "
        "the reviewer deciding every sample (band [0, 1), no review cache, at most C requests in "
        "flight, the server started with `--parallel C`), and without it; the sides alternate "
        "batch by batch, and the execution pool's cache answers the sandbox on both. *Added per "
        "reviewed case* is the difference of the two sides' P50 batch latency (every case of a "
        "batch waits for the whole batch).\n\n";
  md += "| C | batches | samples | with reviewer: batch P50 / P95 ms | without: batch P50 ms | "
        "added per reviewed case, P50 ms | reviews/s | tokens in / out per review | "
        "unavailable |\n| ---: | ---: | ---: | --- | ---: | ---: | ---: | --- | ---: |\n";
  for (const json& c : doc["cells"]) {
    md += "| " + std::to_string(c["concurrency"].get<int>()) + " | " +
          std::to_string(c["batches"].get<int>()) + " | " + std::to_string(c["samples"].get<int>()) +
          " | " + Fmt("%.0f", c["with"]["p50"].get<double>()) + " / " +
          Fmt("%.0f", c["with"]["p95"].get<double>()) + " | " +
          Fmt("%.1f", c["without"]["p50"].get<double>()) + " | " +
          Fmt("%.0f", c["added_ms_p50"].get<double>()) + " | " +
          Fmt("%.2f", c["reviews_per_s"].get<double>()) + " | " +
          Fmt("%.0f", c["tokens_in_per_review"].get<double>()) + " / " +
          Fmt("%.0f", c["tokens_out_per_review"].get<double>()) + " | " +
          std::to_string(c["unavailable"].get<int>()) + " |\n";
  }
  md += "\nReading it: the reviewer's latency is the model's (prompt processing and constrained "
        "generation on this CPU); the rest of the reward path is milliseconds. A real deployment "
        "puts the model on a GPU server (vLLM), where a review takes a fraction of this; the "
        "shape of the cost (one request per reviewed case, tokens in ≫ tokens out) carries "
        "over, the numbers do not. Only the cases inside the band are reviewed, so the added "
        "cost per sample is this times the share of samples in the band.\n\n"
        "![latency and throughput](reviewer_load.png)\n";
  return md;
}

std::string PlotSvg(const json& doc) {
  using agentrl::harness::PlotSeries;
  using agentrl::harness::PlotSpec;
  PlotSeries with{"with reviewer (P50)", {}, {}, {}, {}, false};
  PlotSeries without{"without (P50)", {}, {}, {}, {}, false};
  PlotSeries rate{"reviews/s", {}, {}, {}, {}, false};
  for (const json& c : doc["cells"]) {
    const double x = c["concurrency"].get<double>();
    with.x.push_back(x);
    with.y.push_back(c["with"]["p50"].get<double>() / 1000);
    without.x.push_back(x);
    without.y.push_back(c["without"]["p50"].get<double>() / 1000);
    rate.x.push_back(x);
    rate.y.push_back(c["reviews_per_s"].get<double>());
  }
  PlotSpec lat{"reward path, one batch of C samples",
               "reviews in flight (C)", "seconds", false, 640, 400, true};
  PlotSpec thr{"reviewer throughput", "reviews in flight (C)", "reviews per second", false, 640,
               400, true};
  std::string a = agentrl::harness::LinePlotSvg(lat, {with, without});
  std::string b = agentrl::harness::LinePlotSvg(thr, {rate});
  const size_t at = b.find("<svg ");
  b.replace(at, 5, "<svg x=\"640\" y=\"0\" ");
  return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1280\" height=\"400\">" + a + b +
         "</svg>\n";
}

Status Write(const Options& o, const json& doc) {
  if (Status st = agentrl::MakeDirectories(o.out); !st.ok()) return st;
  if (Status st = agentrl::WriteFileAtomic(o.out + "/README.md", Readme(doc)); !st.ok()) return st;
  return agentrl::harness::WritePlot(o.out + "/reviewer_load", PlotSvg(doc));
}

int Run(const Options& o) {
  using namespace agentrl;
  const std::string llama = o.source + "/integrations/llama";
  const std::string model = fs::absolute(
      o.model.empty() ? llama + "/models/qwen2-tiny-random-f16.gguf" : o.model).string();
  if (access(model.c_str(), R_OK) != 0) {
    std::cerr << "no model " << model << ": run bash integrations/llama/install.sh (and "
              << "make_model.py for the 0.5B one)\n";
    return 2;
  }
  if (Status st = sandbox::CheckIsolation(); !st.ok()) {
    std::cerr << st.message() << "\n";
    return 1;
  }
  const std::string task_dir = o.source + "/tasks/python/easy-01-fizzbuzz";
  auto task = sandbox::LoadTask(task_dir);
  auto ctx = antihack::LoadJudgeContext(task_dir, 4);
  auto rules = antihack::RuleLibrary::Load(antihack::RuleLibrary::DefaultDir());
  auto judge = antihack::JudgeModel::Load(antihack::JudgeModel::DefaultPath());
  auto honest = config::ReadTextFile(task_dir + "/honest/solution.py");
  for (const Status& st : {task.status(), ctx.status(), rules.status(), judge.status(),
                           honest.status()}) {
    if (!st.ok()) {
      std::cerr << st.message() << "\n";
      return 1;
    }
  }
  const std::map<std::string, sandbox::Task> tasks = {{"fizzbuzz", *task}};
  const std::map<std::string, antihack::JudgeContext> contexts = {{"fizzbuzz", *ctx}};
  sandbox::PoolOptions po;
  po.workers = 2;
  po.cache = true;
  sandbox::ExecutionPool pool(po);
  const std::string scratch = fs::temp_directory_path().string() + "/agentrl-bench-reviewer-" +
                              std::to_string(getpid());
  int serial = 0;
  auto batch_of = [&](int c) {
    std::vector<harness::RewardSample> b;
    for (int i = 0; i < c; ++i) {
      const std::string id = "s" + std::to_string(serial++);
      const std::string dir = scratch + "/" + id;
      fs::create_directories(dir);
      std::ofstream(dir + "/solution.py") << *honest << "# sample " << id << "\n";
      antihack::Action w;
      w.type = antihack::ActionType::kWrite;
      w.path = "/workspace/solution.py";
      w.content = *honest;
      b.push_back({id, "fizzbuzz", {w}, dir});
    }
    return b;
  };

  json doc = {{"benchmark", "reviewer_load"},
              {"machine", Host()},
              {"model", fs::path(model).filename().string()},
              {"model_mb", static_cast<double>(fs::file_size(model)) / 1e6},
              {"server_threads", o.threads},
              {"loadavg_start", LoadAvg()}};
  {
    std::time_t t = std::time(nullptr);
    char b[32];
    std::strftime(b, sizeof b, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&t));
    doc["run_at"] = b;
  }
  json cells = json::array();
  for (int c : o.concurrency) {
    agentrl::testing::ListeningProcess server(
        {"/usr/bin/node", llama + "/server.mjs", "--model", model, "--port", "0", "--parallel",
         std::to_string(c), "--threads", std::to_string(o.threads)},
        scratch + "-llama-" + std::to_string(c) + ".log", llama);
    if (server.port() == 0) {
      std::cerr << "the LLM server did not start:\n" << server.log();
      return 1;
    }
    antihack::ReviewerConfig rc;
    rc.enabled = true;
    rc.base_url = "http://127.0.0.1:" + std::to_string(server.port()) + "/v1";
    rc.model = fs::path(model).stem().string();
    rc.band_low = 0;
    rc.band_high = 1;
    rc.max_concurrent = c;
    rc.timeout_s = 600;
    auto reviewer = antihack::Reviewer::Create(rc);
    if (!reviewer.ok()) {
      std::cerr << reviewer.status().message() << "\n";
      return 1;
    }
    harness::RewardServiceOptions with_opts;
    with_opts.reviewer = reviewer->get();
    harness::RewardService with(with_opts, &pool, &*rules, &*judge, &tasks, &contexts);
    harness::RewardService without({}, &pool, &*rules, &*judge, &tasks, &contexts);
    std::vector<double> with_ms, without_ms;
    int unavailable = 0;
    // Warm-up: the pool's cache for the batches' submissions, and one review (model load).
    std::vector<std::vector<harness::RewardSample>> batches;
    for (int i = 0; i < o.batches + 1; ++i) batches.push_back(batch_of(c));
    for (const auto& b : batches) {
      if (Status st = without.Process(b); !st.ok()) {
        std::cerr << st.message() << "\n";
        return 1;
      }
      without.Drain();
    }
    if (Status st = with.Process({batches[0][0]}); !st.ok()) {
      std::cerr << st.message() << "\n";
      return 1;
    }
    with.Drain();
    const harness::RewardServiceStats s0 = with.stats();
    const antihack::ReviewerStats r0 = (*reviewer)->stats();
    double with_total_s = 0;
    for (int i = 1; i <= o.batches; ++i) {
      for (bool reviewed : {i % 2 == 1, i % 2 == 0}) {  // ABBA-like alternation
        harness::RewardService& svc = reviewed ? with : without;
        const auto t0 = Clock::now();
        if (Status st = svc.Process(batches[static_cast<size_t>(i)]); !st.ok()) {
          std::cerr << st.message() << "\n";
          return 1;
        }
        for (const harness::Booked& b : svc.Drain()) unavailable += b.review_unavailable ? 1 : 0;
        const double ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
        (reviewed ? with_ms : without_ms).push_back(ms);
        if (reviewed) with_total_s += ms / 1000;
      }
      std::cerr << "C=" << c << ": batch " << i << "/" << o.batches << ", with reviewer "
                << Fmt("%.0f", with_ms.back()) << " ms\n";
    }
    const antihack::ReviewerStats r1 = (*reviewer)->stats();
    const double reviews = static_cast<double>(r1.requested - r0.requested);
    json cell = {{"concurrency", c},
                 {"batches", o.batches},
                 {"samples", o.batches * c},
                 {"with", Summary(with_ms)},
                 {"without", Summary(without_ms)},
                 {"with_ms", with_ms},
                 {"without_ms", without_ms},
                 {"added_ms_p50", Pct(with_ms, 50) - Pct(without_ms, 50)},
                 {"reviews", reviews},
                 {"reviews_per_s", reviews / with_total_s},
                 {"tokens_in_per_review", static_cast<double>(r1.tokens_in - r0.tokens_in) / reviews},
                 {"tokens_out_per_review",
                  static_cast<double>(r1.tokens_out - r0.tokens_out) / reviews},
                 {"review_latency_ms", Summary(std::vector<double>(
                                           r1.latency_ms.begin() +
                                               static_cast<long>(r0.latency_ms.size()),
                                           r1.latency_ms.end()))},
                 {"unavailable", unavailable},
                 {"reviewed_by_service", with.stats().reviewed - s0.reviewed}};
    cells.push_back(cell);
    server.Stop();
  }
  std::error_code ec;
  fs::remove_all(scratch, ec);
  doc["cells"] = cells;
  doc["loadavg_end"] = LoadAvg();
  if (Status st = MakeDirectories(o.out); !st.ok()) {
    std::cerr << st.message() << "\n";
    return 1;
  }
  if (Status st = WriteFileAtomic(o.out + "/reviewer_load.json", doc.dump(2) + "\n"); !st.ok()) {
    std::cerr << st.message() << "\n";
    return 1;
  }
  if (Status st = Write(o, doc); !st.ok()) {
    std::cerr << st.message() << "\n";
    return 1;
  }
  std::cout << Readme(doc);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    std::string v;
    if (Flag(a, "model", &o.model) || Flag(a, "out", &o.out) || Flag(a, "from_json", &o.from_json)) {
      continue;
    } else if (Flag(a, "batches", &v)) {
      o.batches = std::max(1, std::stoi(v));
    } else if (Flag(a, "threads", &v)) {
      o.threads = std::max(1, std::stoi(v));
    } else if (Flag(a, "concurrency", &v)) {
      o.concurrency.clear();
      std::stringstream in(v);
      std::string part;
      while (std::getline(in, part, ',')) o.concurrency.push_back(std::max(1, std::stoi(part)));
    } else {
      std::cerr << "usage: agentrl_bench_reviewer [--model=FILE] [--concurrency=1,4] "
                   "[--batches=6] [--threads=1] [--out=DIR] [--from_json=FILE]\n";
      return 2;
    }
  }
  if (!o.from_json.empty()) {
    auto text = agentrl::config::ReadTextFile(o.from_json);
    if (!text.ok()) {
      std::cerr << text.status().message() << "\n";
      return 2;
    }
    const json doc = json::parse(*text);
    if (Status st = Write(o, doc); !st.ok()) {
      std::cerr << st.message() << "\n";
      return 1;
    }
    std::cout << Readme(doc);
    return 0;
  }
  return Run(o);
}
