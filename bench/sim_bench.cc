// Simulator throughput: sampled tokens per second on one thread (target >= 20M per core), and
// the exact DP's time against the size of the state space. Baseline in the same run: the same
// tokens written by a plain loop (what a sampler costs at the very least: the output arrays).
#include <benchmark/benchmark.h>

#include "agentrl/sim/ground_truth.h"
#include "agentrl/sim/sampler.h"

namespace {

using namespace agentrl::sim;

// Args: token budget, ground truth (0: trajectories only; 1: with the exact DP and oracle values).
void BM_SampleBatch(benchmark::State& state) {
  SimConfig c;
  c.token_budget = state.range(0);
  const bool truth = state.range(1) != 0;
  const CodeAgentEnv env(c);
  const SoftmaxPolicy policy = SoftmaxPolicy::SolverLike(1.0);
  uint64_t seed = 1;
  size_t tokens = 0;
  for (auto _ : state) {
    const SimBatch b = SampleBatch(
        env, policy, {.tasks = 64, .group_size = 8, .threads = 1, .ground_truth = truth}, seed++);
    tokens += b.num_tokens();
    benchmark::DoNotOptimize(b.rewards.data());
  }
  state.SetItemsProcessed(static_cast<int64_t>(tokens));
  state.counters["tokens_per_batch"] =
      static_cast<double>(tokens) / static_cast<double>(state.iterations());
}
BENCHMARK(BM_SampleBatch)
    ->Args({4096, 0})
    ->Args({4096, 1})
    ->Args({16384, 0})
    ->Args({16384, 1})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// Baseline: write the same number of tokens into the same seven output arrays.
void BM_WriteTokensBaseline(benchmark::State& state) {
  const size_t n = static_cast<size_t>(state.range(0));
  std::vector<float> r(n), v(n), a(n);
  std::vector<uint8_t> m(n), d(n);
  for (auto _ : state) {
    for (size_t i = 0; i < n; ++i) r[i] = 0, v[i] = 0.5f, a[i] = 0.1f, m[i] = i & 1, d[i] = 0;
    benchmark::DoNotOptimize(r.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * n));
}
BENCHMARK(BM_WriteTokensBaseline)->Arg(1 << 20)->UseRealTime();

void BM_ExactValues(benchmark::State& state) {
  SimConfig c;
  c.token_budget = state.range(0);
  const CodeAgentEnv env(c);
  const SoftmaxPolicy policy = SoftmaxPolicy::SolverLike(1.0);
  const Task task{Tier::kHard, state.range(1)};
  size_t states = 0;
  for (auto _ : state) {
    const TaskValues tv(env, task, policy);
    states = tv.num_states();
    benchmark::DoNotOptimize(tv.J());
  }
  state.counters["states"] = static_cast<double>(states);
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * states));
}
BENCHMARK(BM_ExactValues)
    ->Args({1024, 8})
    ->Args({4096, 16})
    ->Args({16384, 32})
    ->Args({65536, 64})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
