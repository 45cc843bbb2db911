#include "advantages_report.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

namespace agentrl::bench {
namespace {

// One summary row: "| shape | estimator | variant | ms | ..." as the cells after the first three.
std::string Row(const std::string& summary, const std::string& prefix) {
  const size_t at = summary.find("| " + prefix + " |");
  if (at == std::string::npos) return "";
  return summary.substr(at, summary.find('\n', at) - at);
}

// A run of two shapes: 1x1000 with a copy, the fast path and the loop; 8x100 without a copy.
AdvantagesReport TwoShapes() {
  AdvantagesReport r;
  // The copy: 17 B/token x 1000 tokens in 1 us = 17 GB/s.
  r.AddRepetition("gae/memcpy_2threads/1x1000/repeats:3", 1.2e-6, 1000, 17);
  r.AddRepetition("gae/memcpy_2threads/1x1000/repeats:3", 0.9e-6, 1000, 17);
  r.AddMedian("gae/memcpy_2threads/1x1000/repeats:3", 1e-6, 1000, 17);
  // The fast path: 2 us median (50%), repetitions 1.6 and 4 us (62.5% and 25%).
  r.AddRepetition("gae/fast_cpu_2threads/1x1000/repeats:3", 4e-6, 1000, 17);
  r.AddMedian("gae/fast_cpu_2threads/1x1000/repeats:3", 2e-6, 1000, 17);
  r.AddRepetition("gae/fast_cpu_2threads/1x1000/repeats:3", 1.6e-6, 1000, 17);
  r.AddRepetition("gae/libtorch_loop/1x1000/iterations:1", 1e-3, 1000, 17);
  r.AddStddev("gae/libtorch_loop/1x1000/iterations:1", 0.25e-3);  // one run: the band from this
  r.AddStddev("gae/unknown/1x1000", 1.0);                         // no such benchmark: ignored
  r.AddRepetition("grpo/fast_cpu_2threads/1x1000", 1.3e-6, 1000, 13);
  r.AddRepetition("gae/fast_cpu_2threads/8x100", 1e-6, 800, 17);
  r.AddRepetition("not-a-benchmark-name", 1, 1, 1);  // ignored
  return r;
}

TEST(AdvantagesReport, SummaryRelatesEachVariantToTheBestCopyAndTheLoop) {
  const std::string s = TwoShapes().Summary();
  // The median stands for a repeated benchmark, whatever order its runs came in.
  EXPECT_EQ(Row(s, "1x1000 | gae | fast_cpu_2threads"),
            "| 1x1000 | gae | fast_cpu_2threads | 0.002 | 500.0 | 17 | 8.50 | 50% | 500.0x |");
  EXPECT_EQ(Row(s, "1x1000 | gae | memcpy_2threads"),
            "| 1x1000 | gae | memcpy_2threads | 0.001 | 1000.0 | 17 | 17.00 | 100% | 1000.0x |");
  // GRPO: 13 B/token, against the copy's GB/s; no GRPO loop in this run.
  EXPECT_EQ(Row(s, "1x1000 | grpo | fast_cpu_2threads"),
            "| 1x1000 | grpo | fast_cpu_2threads | 0.001 | 769.2 | 13 | 10.00 | 59% |  |");
  // No copy for the shape: no percentage.
  EXPECT_EQ(Row(s, "8x100 | gae | fast_cpu_2threads"),
            "| 8x100 | gae | fast_cpu_2threads | 0.001 | 800.0 | 17 | 13.60 |  |  |");
  EXPECT_EQ(s.find("not-a-benchmark-name"), std::string::npos);
  // Shapes in the order first seen.
  EXPECT_LT(s.find("| 1x1000 |"), s.find("| 8x100 |"));
}

TEST(AdvantagesReport, PlotHasOneLinePerVariantWithTheRepetitionsAsItsBand) {
  const std::string svg = TwoShapes().RooflinePlotSvg();
  ASSERT_FALSE(svg.empty());
  EXPECT_NE(svg.find(">gae fast_cpu_2threads<"), std::string::npos);
  EXPECT_NE(svg.find(">grpo fast_cpu_2threads<"), std::string::npos);
  EXPECT_NE(svg.find(">gae libtorch_loop<"), std::string::npos);
  EXPECT_NE(svg.find(">target: 60% (large shapes)<"), std::string::npos);
  EXPECT_EQ(svg.find(">gae memcpy_2threads<"), std::string::npos) << "the copy is the 100% line";
  // Points: the three variants on 1x1000 (8x100 has no copy); the target is a reference line,
  // without markers.
  size_t circles = 0;
  for (size_t p = svg.find("<circle"); p != std::string::npos; p = svg.find("<circle", p + 1))
    ++circles;
  EXPECT_EQ(circles, 3u);
  // Bands are filled paths; every series with points has one.
  size_t bands = 0;
  for (size_t p = svg.find("fill-opacity"); p != std::string::npos;
       p = svg.find("fill-opacity", p + 1))
    ++bands;
  EXPECT_EQ(bands, 3u);
}

TEST(AdvantagesReport, SeriesArePercentOfTheBestCopyAgainstMeanSequenceLength) {
  const auto series = TwoShapes().RooflineSeries();
  ASSERT_EQ(series.size(), 4u);  // three variants with a copy to compare with, then the target
  EXPECT_EQ(series[0].name, "gae fast_cpu_2threads");
  ASSERT_EQ(series[0].x.size(), 1u) << "8x100 has no copy";
  EXPECT_DOUBLE_EQ(series[0].x[0], 1000);
  EXPECT_DOUBLE_EQ(series[0].y[0], 50);
  EXPECT_DOUBLE_EQ(series[0].lo[0], 25);    // the 4 us repetition
  EXPECT_DOUBLE_EQ(series[0].hi[0], 62.5);  // the 1.6 us repetition
  EXPECT_EQ(series[1].name, "grpo fast_cpu_2threads");
  EXPECT_NEAR(series[1].y[0], 100.0 * 10 / 17, 1e-9);
  EXPECT_EQ(series[2].name, "gae libtorch_loop");
  EXPECT_DOUBLE_EQ(series[2].y[0], 0.1);
  EXPECT_DOUBLE_EQ(series[2].lo[0], 0.08);       // 1.25 ms: median + stddev
  EXPECT_NEAR(series[2].hi[0], 0.4 / 3, 1e-12);  // 0.75 ms
  EXPECT_EQ(series[3].y, (std::vector<double>{60, 60}));
}

TEST(AdvantagesReport, ComparisonListsTheSharedRowsWithTheirSpeedUp) {
  AdvantagesReport before;
  before.AddMedian("gae/fast_cpu_2threads/1x1000", 3e-6, 1000, 17);
  before.AddMedian("gae/memcpy_2threads/1x1000", 1e-6, 1000, 17);
  before.AddMedian("gae/fast_cpu_2threads/9x9", 1e-6, 81, 17);  // not in the new run
  const std::string table = TwoShapes().Comparison(before);
  EXPECT_EQ(Row(table, "1x1000 | gae | fast_cpu_2threads"),
            "| 1x1000 | gae | fast_cpu_2threads | 0.003 | 0.002 | 1.50x |");
  EXPECT_EQ(Row(table, "1x1000 | gae | memcpy_2threads"),
            "| 1x1000 | gae | memcpy_2threads | 0.001 | 0.001 | 1.00x |");
  EXPECT_EQ(table.find("9x9"), std::string::npos);
  EXPECT_EQ(table.find("libtorch_loop"), std::string::npos) << "only in the new run";
  EXPECT_EQ(TwoShapes().Comparison(AdvantagesReport()), "");
}

TEST(AdvantagesReport, WithoutAMedianTheRepetitionsMedianStands) {
  AdvantagesReport r;
  for (double us : {5.0, 1.0, 2.0, 4.0})
    r.AddRepetition("gae/memcpy_1thread/1x1000/repeats:4", us * 1e-6, 1000, 17);
  EXPECT_EQ(Row(r.Summary(), "1x1000 | gae | memcpy_1thread"),
            "| 1x1000 | gae | memcpy_1thread | 0.003 | 333.3 | 17 | 5.67 | 100% |  |");
}

TEST(AdvantagesReport, NoCopyRunMeansNoPlot) {
  AdvantagesReport r;
  r.AddRepetition("gae/fast_cpu_2threads/8x100", 1e-6, 800, 17);
  EXPECT_EQ(r.RooflinePlotSvg(), "");
}

class LoadReport : public ::testing::Test {
 protected:
  std::string Write(const std::string& text) {
    const std::string path =
        (std::filesystem::temp_directory_path() /
         ("agentrl_report_" + std::to_string(::getpid()) + "_" + std::to_string(n_++) + ".json"))
            .string();
    std::ofstream(path) << text;
    paths_.push_back(path);
    return path;
  }
  void TearDown() override {
    for (const auto& p : paths_) std::filesystem::remove(p);
  }
  struct Bad {
    std::string text, expect;
  };
  // Each text, as a file, is refused with exit code 2 and a message that names the file and
  // holds `expect`.
  void ExpectRefused(const std::vector<Bad>& cases) {
    for (const Bad& c : cases) {
      const std::string path = Write(c.text);
      auto r = LoadAdvantagesReport(path);
      ASSERT_FALSE(r.ok()) << c.text;
      EXPECT_EQ(r.status().exit_code(), 2);
      EXPECT_NE(r.status().message().find(path), std::string::npos) << r.status().message();
      EXPECT_NE(r.status().message().find(c.expect), std::string::npos) << r.status().message();
    }
  }
  std::vector<std::string> paths_;
  int n_ = 0;
};

TEST_F(LoadReport, ReadsGoogleBenchmarkJsonAsTheLiveRunDoes) {
  const std::string path = Write(R"({"context": {}, "benchmarks": [
    {"run_name": "gae/memcpy_2threads/1x1000/repeats:2/real_time", "run_type": "iteration",
     "real_time": 0.5, "time_unit": "us", "tokens": 1000, "bytes_per_token": 17},
    {"run_name": "gae/memcpy_2threads/1x1000/repeats:2/real_time", "run_type": "iteration",
     "real_time": 1.5, "time_unit": "us", "tokens": 1000, "bytes_per_token": 17},
    {"run_name": "gae/fast_cpu_2threads/1x1000/repeats:2/real_time", "run_type": "iteration",
     "real_time": 2000, "time_unit": "ns", "tokens": 1000, "bytes_per_token": 17},
    {"run_name": "gae/fast_cpu_2threads/1x1000/repeats:2/real_time", "run_type": "aggregate",
     "aggregate_name": "mean", "real_time": 9, "time_unit": "s", "tokens": 1000,
     "bytes_per_token": 17},
    {"run_name": "gae/fast_cpu_2threads/1x1000/repeats:2/real_time", "run_type": "aggregate",
     "aggregate_name": "median", "real_time": 0.002, "time_unit": "ms", "tokens": 1000,
     "bytes_per_token": 17},
    {"run_name": "gae/fast_cpu_2threads/1x1000/repeats:2/real_time", "run_type": "aggregate",
     "aggregate_name": "stddev", "real_time": 1, "time_unit": "us", "tokens": 0,
     "bytes_per_token": 0},
    {"run_name": "gae/broken/1x1000", "run_type": "iteration", "error_occurred": true}
  ]})");
  auto r = LoadAdvantagesReport(path);
  ASSERT_TRUE(r.ok()) << r.status().message();
  EXPECT_EQ(Row(r->Summary(), "1x1000 | gae | fast_cpu_2threads"),
            "| 1x1000 | gae | fast_cpu_2threads | 0.002 | 500.0 | 17 | 8.50 | 50% |  |");
  EXPECT_EQ(r->Summary().find("broken"), std::string::npos);
  // One reported repetition: the band is the median ± the stddev aggregate (1 us on 2 us).
  const auto series = r->RooflineSeries();
  ASSERT_FALSE(series.empty());
  EXPECT_EQ(series[0].name, "gae fast_cpu_2threads");
  EXPECT_NEAR(series[0].lo[0], 100.0 / 3, 1e-9);
  EXPECT_NEAR(series[0].hi[0], 100, 1e-9);
}

TEST_F(LoadReport, BadInputNamesTheFileEntryAndField) {
  ExpectRefused({
      {"{", "not valid JSON"},
      {R"({"benchmarks": {}})", "no \"benchmarks\" array"},
      {R"({"benchmarks": []})", "no benchmark runs"},
      {R"({"benchmarks": [1]})", "benchmarks[0]: not an object"},
      {R"({"benchmarks": [{"run_name": "a/b/c", "run_type": "iteration"}]})",
       "benchmarks[0]: needs strings run_name, run_type and time_unit"},
      {R"({"benchmarks": [{"run_name": "a/b", "run_type": "iteration", "time_unit": "ns"}]})",
       "benchmarks[0]: run_name 'a/b' is not <estimator>/<variant>/<shape>"},
      {R"({"benchmarks": [{"run_name": "a/b/c", "run_type": "iteration", "time_unit": "ns",
           "real_time": 1, "tokens": 0, "bytes_per_token": 17}]})",
       "benchmarks[0] (a/b/c): needs positive numbers real_time and tokens"},
      {R"({"benchmarks": [{"run_name": "a/b/c", "run_type": "iteration", "time_unit": "min",
           "real_time": 1, "tokens": 5, "bytes_per_token": 17}]})",
       "benchmarks[0]: time_unit 'min' (accepted: ns, us, ms, s)"},
      {R"({"benchmarks": [{"run_name": "a/b/c", "run_type": "complexity", "time_unit": "ns"}]})",
       "benchmarks[0]: run_type 'complexity' (accepted: iteration, aggregate)"},
  });
  auto missing = LoadAdvantagesReport("/nonexistent/run.json");
  ASSERT_FALSE(missing.ok());
  EXPECT_NE(missing.status().message().find("/nonexistent/run.json"), std::string::npos);
}

// The GPU check's JSON (bench/gpu/advantages_gpu.cu): the device copy is the 100% line, CUB
// the speed-up's baseline, tokens per call the x axis, and the checks become notes.
TEST_F(LoadReport, ReadsTheGpuChecksJson) {
  const std::string path = Write(R"({"device": "Test GPU", "seed": 7,
    "checks": [{"case": "gae/carry", "rel_l2_adv": 1e-7, "ok": true, "twin_bitwise": false},
               {"case": "opo/carry", "rel_l2_adv": 1e-3, "ok": false}],
    "kernels": [],
    "bench": [
      {"shape": "2x1000", "variant": "cuda_scan", "tokens": 2000, "ms": 0.004,
       "ms_min": 0.0025, "ms_max": 0.008, "gb_per_s": 8.5},
      {"shape": "2x1000", "variant": "cuda_grpo", "tokens": 2000, "ms": 0.004, "gb_per_s": 1},
      {"shape": "2x1000", "variant": "cub_device_scan", "tokens": 2000, "ms": 0.008},
      {"shape": "2x1000", "variant": "d2d_copy", "tokens": 2000, "ms": 0.002},
      {"shape": "4x1000", "variant": "cuda_scan", "tokens": 4000, "ms": 0.004},
      {"shape": "4x1000", "variant": "d2d_copy", "tokens": 4000, "ms": 0.001},
      {"shape": "big", "variant": "cuda_scan", "tokens": 8000, "ms": 0.004},
      {"shape": "big", "variant": "d2d_copy", "tokens": 8000, "ms": 0.001}
    ], "checks_failed": 1})");
  auto r = LoadAdvantagesReport(path);
  ASSERT_TRUE(r.ok()) << r.status().message();
  const std::string s = r->Summary();
  EXPECT_NE(s.find("| GB/s | vs device copy | vs CUB DeviceScan |"), std::string::npos) << s;
  // 17 B/token x 2000 tokens in 4 us = 8.5 GB/s; the copy's (2 us) 17 GB/s; CUB takes twice as
  // long.
  EXPECT_EQ(Row(s, "2x1000 | gae | cuda_scan"),
            "| 2x1000 | gae | cuda_scan | 0.0040 | 500.0 | 17 | 8.50 | 50% | 2.00x |");
  // The whole GRPO call: 13 B/token (not the 17 of the driver's gb_per_s), no CUB baseline.
  EXPECT_EQ(Row(s, "2x1000 | grpo | cuda_grpo"),
            "| 2x1000 | grpo | cuda_grpo | 0.0040 | 500.0 | 13 | 6.50 | 38% |  |");
  EXPECT_EQ(r->notes(),
            (std::vector<std::string>{"not the CPU twin's bits: gae/carry",
                                      "check failed: opo/carry", "1 of 2 checks failed"}));
  const auto series = r->RooflineSeries();
  ASSERT_EQ(series.size(), 4u);  // cuda_scan, cuda_grpo, cub_device_scan, then the target
  EXPECT_EQ(series[0].name, "gae cuda_scan");
  // Tokens per call, so a shape without a sequence count ("big") has its point too.
  EXPECT_EQ(series[0].x, (std::vector<double>{2000, 4000, 8000}));
  EXPECT_DOUBLE_EQ(series[0].y[0], 50);
  EXPECT_DOUBLE_EQ(series[0].lo[0], 25);  // the slowest call, 8 us
  EXPECT_DOUBLE_EQ(series[0].hi[0], 80);  // the fastest, 2.5 us
  EXPECT_DOUBLE_EQ(series[0].y[1], 25);   // 4x1000: 17 GB/s against 68
  EXPECT_EQ(series[1].name, "grpo cuda_grpo");
  EXPECT_EQ(series[2].name, "gae cub_device_scan");
  EXPECT_EQ(series[3].y, (std::vector<double>{70, 70}));
  EXPECT_TRUE(series[3].reference);
  const std::string svg = r->RooflinePlotSvg();
  EXPECT_NE(svg.find("Advantage kernels on Test GPU against a device-to-device copy"),
            std::string::npos);
  EXPECT_NE(svg.find(">target: 70% (inputs of 1 GiB or more)<"), std::string::npos);
}

TEST_F(LoadReport, BadGpuJsonNamesTheFileRowAndField) {
  const std::string ok_row = R"({"shape": "1x10", "variant": "d2d_copy", "tokens": 10, "ms": 1})";
  ExpectRefused({
      {R"({"bench": []})", "no rows in its \"bench\" array"},
      {R"({"bench": [3]})", "bench[0]: not an object"},
      {R"({"bench": [)" + ok_row + R"(, {"variant": "cuda_scan", "tokens": 10, "ms": 1}]})",
       "bench[1]: needs non-empty strings shape and variant, without '/'"},
      {R"({"bench": [{"shape": "1/10", "variant": "cuda_scan", "tokens": 10, "ms": 1}]})",
       "bench[0]: needs non-empty strings shape and variant"},
      {R"({"bench": [{"shape": "1x10", "variant": "cuda_scan", "tokens": 10}]})",
       "bench[0] (1x10 cuda_scan): needs positive numbers tokens and ms"},
      {R"({"bench": [{"shape": "1x10", "variant": "cuda_scan", "tokens": 10, "ms": -1}]})",
       "bench[0] (1x10 cuda_scan): needs positive numbers tokens and ms"},
      {R"({"bench": [{"shape": "1x10", "variant": "cuda_scan", "tokens": 10, "ms": 1,
           "ms_min": 0.5}]})",
       "bench[0] (1x10 cuda_scan): ms_min and ms_max go together"},
      {R"({"bench": [{"shape": "1x10", "variant": "cuda_scan", "tokens": 10, "ms": 1,
           "ms_max": 2}]})",
       "bench[0] (1x10 cuda_scan): ms_min and ms_max go together"},
      {R"({"bench": [{"shape": "1x10", "variant": "cuda_scan", "tokens": 10, "ms": 1,
           "ms_min": 2, "ms_max": 3}]})",
       "0 < ms_min <= ms <= ms_max"},
      {R"({"device": 5, "bench": [)" + ok_row + "]}", "device: not a non-empty string"},
      {R"({"bench": [)" + ok_row + R"(], "checks": [{"case": "gae/carry"}]})",
       "checks[0]: needs a string case and a boolean ok"},
      {R"({"bench": {}})", "no \"benchmarks\" array"},
  });
}

// The committed H200 run (2026-11-30) renders: its 1.2 GiB row, and its two failed checks.
TEST(AdvantagesReportCommitted, TheCommittedGpuRunRenders) {
  const char* src = std::getenv("AGENTRL_SOURCE_DIR");
  ASSERT_NE(src, nullptr);
  auto r = LoadAdvantagesReport(std::string(src) + "/bench/results/gpu/advantages_gpu.json");
  ASSERT_TRUE(r.ok()) << r.status().message();
  EXPECT_EQ(
      Row(r->Summary(), "128x1M_1.2GiB_in | gae | cuda_scan"),
      "| 128x1M_1.2GiB_in | gae | cuda_scan | 3.8032 | 35290.8 | 17 | 599.94 | 14% | 3.61x |");
  ASSERT_FALSE(r->notes().empty());
  EXPECT_EQ(r->notes().back(), "2 of 29 checks failed");
  EXPECT_NE(r->RooflinePlotSvg().find("NVIDIA H200"), std::string::npos);
}

// The committed CPU results load and render every row of the committed tables: the main run,
// and the layout study (--layout_study).
TEST(AdvantagesReportCommitted, TheCommittedRunsRenderTheirOwnTables) {
  const char* src = std::getenv("AGENTRL_SOURCE_DIR");
  ASSERT_NE(src, nullptr);
  const std::string dir = std::string(src) + "/bench/results/";
  for (const auto& [stem, min_rows] :
       {std::pair{"advantages_cpu", 80u}, {"advantages_layout_cpu", 16u}}) {
    SCOPED_TRACE(stem);
    auto r = LoadAdvantagesReport(dir + stem + ".json");
    ASSERT_TRUE(r.ok()) << r.status().message();
    std::ifstream md(dir + stem + ".md");
    const std::string committed((std::istreambuf_iterator<char>(md)), {});
    const std::string summary = r->Summary();
    size_t rows = 0;
    for (size_t p = summary.find("\n| ", summary.find("| ---")); p != std::string::npos;
         p = summary.find("\n| ", p + 1)) {
      const std::string row = summary.substr(p + 1, summary.find('\n', p + 1) - p - 1);
      EXPECT_NE(committed.find(row), std::string::npos) << "not in " << stem << ".md: " << row;
      ++rows;
    }
    EXPECT_GE(rows, min_rows);
    EXPECT_FALSE(r->RooflinePlotSvg().empty());
  }
}

}  // namespace
}  // namespace agentrl::bench
