// Sandbox cost and throughput. Baselines in the same run: the same command as a bare child
// process (posix_spawn + wait), and the same pytest suite run directly on the host.
//   BM_Bare*            the command as a plain child process, no sandbox
//   BM_Exec/audit:A     one isolated execution (bubblewrap + seccomp + rlimits [+ audit])
//   BM_Grade*           a full grading (run directory, copy, tmpfs, steps, JUnit parse)
//   BM_Pool*/workers:W  executions per second through the pool with W workers
// Latency percentiles (p50, p99, in ms) are reported as counters.
#include <benchmark/benchmark.h>
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "agentrl/sandbox/pool.h"
#include "agentrl/sandbox/runner.h"

extern char** environ;

namespace {

namespace sb = agentrl::sandbox;
namespace fs = std::filesystem;

std::string SourceDir() {
  const char* s = std::getenv("AGENTRL_SOURCE_DIR");
  return s ? s : ".";
}

class Latency {
 public:
  void Add(double s) { v_.push_back(s * 1e3); }
  void Report(benchmark::State& state) {
    if (v_.empty()) return;
    std::sort(v_.begin(), v_.end());
    auto pct = [this](double p) {
      return v_[std::min(v_.size() - 1, static_cast<size_t>(p * static_cast<double>(v_.size())))];
    };
    state.counters["p50_ms"] = pct(0.50);
    state.counters["p99_ms"] = pct(0.99);
  }

 private:
  std::vector<double> v_;
};

double Now() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

int SpawnAndWait(const std::vector<std::string>& argv, const std::string& cwd = "") {
  std::vector<char*> a;
  for (const auto& s : argv) a.push_back(const_cast<char*>(s.c_str()));
  a.push_back(nullptr);
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
  if (!cwd.empty()) posix_spawn_file_actions_addchdir_np(&fa, cwd.c_str());
  pid_t pid;
  const int rc = posix_spawn(&pid, a[0], &fa, nullptr, a.data(), environ);
  posix_spawn_file_actions_destroy(&fa);
  if (rc != 0) return -1;
  int status = 0;
  waitpid(pid, &status, 0);
  return status;
}

// `argv` as a plain child process, timed per call.
void BareLoop(benchmark::State& state, const std::vector<std::string>& argv) {
  Latency lat;
  for (auto _ : state) {
    const double t0 = Now();
    if (SpawnAndWait(argv) != 0) state.SkipWithError((argv[0] + " failed").c_str());
    lat.Add(Now() - t0);
  }
  lat.Report(state);
  state.SetItemsProcessed(state.iterations());
}

// `argv` in the sandbox (audit on when the benchmark's argument is 1), timed per call.
void ExecLoop(benchmark::State& state, const std::vector<std::string>& argv) {
  if (!sb::CheckIsolation().ok()) return state.SkipWithError("no isolation on this host");
  sb::ExecSpec spec;
  spec.argv = argv;
  spec.cwd = "/";
  spec.audit = state.range(0) != 0;
  Latency lat;
  for (auto _ : state) {
    const double t0 = Now();
    auto out = sb::Execute(spec);
    if (!out.ok() || out->exit_code != 0)
      state.SkipWithError(("sandboxed " + argv[0] + " failed").c_str());
    lat.Add(Now() - t0);
  }
  lat.Report(state);
  state.SetItemsProcessed(state.iterations());
}

void BM_BareTrue(benchmark::State& state) { BareLoop(state, {"/bin/true"}); }
BENCHMARK(BM_BareTrue)->UseRealTime()->MinTime(2.0);
void BM_ExecTrue(benchmark::State& state) { ExecLoop(state, {"/bin/true"}); }
BENCHMARK(BM_ExecTrue)->ArgName("audit")->Arg(0)->Arg(1)->UseRealTime()->MinTime(2.0);

// A bare `python3 -c pass` and the same in the sandbox: what isolation adds to an interpreter's
// start (bench/sandbox_ab.sh runs this pair and the one above for two builds alternately).
void BM_BarePython(benchmark::State& state) { BareLoop(state, {"/usr/bin/python3", "-c", "pass"}); }
BENCHMARK(BM_BarePython)->UseRealTime()->MinTime(2.0);
void BM_ExecPython(benchmark::State& state) { ExecLoop(state, {"/usr/bin/python3", "-c", "pass"}); }
BENCHMARK(BM_ExecPython)->ArgName("audit")->Arg(0)->Arg(1)->UseRealTime()->MinTime(2.0);

// The pytest suite of one corpus task, run on the host in a scratch copy (the baseline).
void BM_BarePytest(benchmark::State& state) {
  const std::string task = SourceDir() + "/tasks/python/easy-01-fizzbuzz";
  const std::string dir = "/tmp/agentrl-bench-bare-" + std::to_string(getpid());
  fs::create_directories(dir + "/tests");
  fs::copy(task + "/reference/solution.py", dir + "/solution.py",
           fs::copy_options::overwrite_existing);
  fs::copy(task + "/tests/test_solution.py", dir + "/tests/test_solution.py",
           fs::copy_options::overwrite_existing);
  setenv("PYTHONPATH", dir.c_str(), 1);
  setenv("PYTHONDONTWRITEBYTECODE", "1", 1);
  Latency lat;
  for (auto _ : state) {
    const double t0 = Now();
    if (SpawnAndWait({"/usr/bin/python3", "-m", "pytest", "-q", "-p", "no:cacheprovider",
                      "--junitxml=" + dir + "/junit.xml", dir + "/tests"},
                     dir) != 0) {
      state.SkipWithError("bare pytest failed");
    }
    lat.Add(Now() - t0);
  }
  unsetenv("PYTHONPATH");
  fs::remove_all(dir);
  lat.Report(state);
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_BarePytest)->UseRealTime()->MinTime(3.0);

void BM_GradePytest(benchmark::State& state) {
  if (!sb::CheckIsolation().ok()) return state.SkipWithError("no isolation on this host");
  auto task = sb::LoadTask(SourceDir() + "/tasks/python/easy-01-fizzbuzz");
  if (!task.ok()) return state.SkipWithError(task.status().message().c_str());
  sb::RunOptions o;
  o.audit = state.range(0) != 0;
  Latency lat;
  for (auto _ : state) {
    const double t0 = Now();
    auto r = sb::RunSubmission(*task, task->reference_dir(), o);
    if (!r.ok() || r->status != sb::RunStatus::kPassed) state.SkipWithError("grading failed");
    lat.Add(Now() - t0);
  }
  lat.Report(state);
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_GradePytest)->ArgName("audit")->Arg(0)->Arg(1)->UseRealTime()->MinTime(3.0);

// A task whose test step is a trivial program writing a one-test report.
const sb::Task& TrivialTask() {
  static const sb::Task t = [] {
    const std::string dir = "/tmp/agentrl-bench-trivial-" + std::to_string(getpid());
    for (const char* s : {"starter", "tests", "reference"}) fs::create_directories(dir + "/" + s);
    std::ofstream(dir + "/task.toml")
        << "id = \"trivial\"\ntest = '''echo '<testsuite><testcase name=\"t\"/></testsuite>' "
           "> /report/junit.xml'''\n";
    auto loaded = sb::LoadTask(dir);
    if (!loaded.ok()) std::fprintf(stderr, "%s\n", loaded.status().message().c_str());
    return loaded.ok() ? *loaded : sb::Task{};
  }();
  return t;
}

// Executions per second through the pool: each iteration grades 16 submissions.
void Pool(benchmark::State& state, bool pytest) {
  if (!sb::CheckIsolation().ok()) return state.SkipWithError("no isolation on this host");
  sb::PoolOptions po;
  po.workers = static_cast<int>(state.range(0));
  po.run.audit = state.range(1) != 0;
  sb::ExecutionPool pool(po);
  auto fizz = sb::LoadTask(SourceDir() + "/tasks/python/easy-01-fizzbuzz");
  const sb::Task& task = pytest ? *fizz : TrivialTask();
  const std::string sub = pytest ? task.reference_dir() : "";
  constexpr int kBatch = 16;
  Latency lat;
  for (auto _ : state) {
    std::vector<std::future<sb::PoolResult>> fs;
    for (int i = 0; i < kBatch; ++i) fs.push_back(pool.Submit(task, sub));
    for (auto& f : fs) {
      const sb::PoolResult r = f.get();
      if (r.result.status != sb::RunStatus::kPassed) state.SkipWithError("pool grading failed");
      lat.Add(r.result.wall_s);
    }
  }
  lat.Report(state);
  state.SetItemsProcessed(state.iterations() * kBatch);
}
void BM_PoolTrivial(benchmark::State& state) { Pool(state, false); }
void BM_PoolPytest(benchmark::State& state) { Pool(state, true); }
BENCHMARK(BM_PoolTrivial)
    ->ArgNames({"workers", "audit"})
    ->ArgsProduct({{1, 2}, {0, 1}})
    ->UseRealTime()
    ->MinTime(3.0);
BENCHMARK(BM_PoolPytest)
    ->ArgNames({"workers", "audit"})
    ->ArgsProduct({{1, 2}, {1}})
    ->UseRealTime()
    ->MinTime(4.0);

}  // namespace

BENCHMARK_MAIN();
