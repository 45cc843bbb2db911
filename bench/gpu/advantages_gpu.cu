// GPU check and benchmark of the CUDA estimators, in the manner of llm.c's dev drivers: build
// with nvcc alone (no gtest, no Google Benchmark, no TOML), validate every estimator against
// the fp64 reference on fresh random inputs, then time GAE against two baselines in the same
// run: CUB's DeviceScan over the same affine-map operator, and a device-to-device copy of the
// same bytes (the bandwidth roofline). Writes a JSON result. bench/gpu/run.sh builds and runs it.
//
// Usage: advantages_gpu [--seed N] [--out FILE.json] [--quick | --sanitize | --profile]
//                       [--bench-only] [--no-single-pass]
//   --quick     fewer random sequences, no 1.2 GiB shape
//   --bench-only  timings without the checks (run.sh's A/B build of another occupancy target)
//   --sanitize  only the checks, on a small batch (for compute-sanitizer, which is slow)
//   --profile   one GAE call of each scan on 32 × 1M tokens and nothing else (for ncu)
#include <cuda_runtime.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/tabulate_output_iterator.h>
#include <thrust/iterator/transform_iterator.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <cub/cub.cuh>
#include <fstream>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "agentrl/core/seed.h"
#include "agentrl/kernels/cuda_estimators.h"
#include "agentrl/kernels/cuda_handles.h"
#include "agentrl/kernels/cuda_twin.h"
#include "agentrl/kernels/estimators.h"
#include "agentrl/kernels/random_batch.h"
#include "agentrl/kernels/scan_map.h"

using namespace agentrl;
using namespace agentrl::kernels;
using scan::Compose;
using scan::Map;

#define CHECK_CUDA(expr)                                                                          \
  do {                                                                                            \
    const cudaError_t e_ = (expr);                                                                \
    if (e_ != cudaSuccess) {                                                                      \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #expr, cudaGetErrorString(e_)); \
      std::exit(3);                                                                               \
    }                                                                                             \
  } while (0)

namespace {

constexpr double kBytesPerToken = 17.0;  // read r, V, mask; write A, R
constexpr double kGrpoBytesPerToken = 13.0;  // read r, mask; write A, R

// Exit codes: 0 all checks pass, 1 a check failed, 2 usage, 3 a CUDA error. run.sh reruns with
// --no-single-pass after a CUDA error or a timeout, so a single-pass fault (it is the one kernel
// whose blocks wait on each other) cannot cost the three-phase results.
constexpr int kCudaFailure = 3;
bool g_single_pass = true;  // --no-single-pass clears it
int g_cuda_errors = 0;      // CudaEstimateHost calls that failed during the checks

struct DeviceBatch {
  CudaPackedBatch view{};
  std::vector<void*> ptrs;
  float *adv = nullptr, *ret = nullptr;
  uint8_t* is_end = nullptr;  // CUB baseline only: 1 at each sequence's last token
  float* end_boot = nullptr;  // CUB baseline only: that sequence's bootstrap (0 if terminated)

  template <class T>
  T* Upload(const T* src, size_t count) {
    void* p = nullptr;
    CHECK_CUDA(cudaMalloc(&p, std::max<size_t>(count, 1) * sizeof(T)));
    if (src) CHECK_CUDA(cudaMemcpy(p, src, count * sizeof(T), cudaMemcpyHostToDevice));
    ptrs.push_back(p);
    return static_cast<T*>(p);
  }
  explicit DeviceBatch(const PackedBatch& b) {
    const size_t n = b.num_sequences(), t = b.num_tokens();
    view = {Upload(b.cu_seqlens.data(), n + 1),
            Upload(b.rewards.data(), t),
            Upload(b.values.data(), t),
            Upload(b.mask.data(), t),
            Upload(b.terminated.data(), n),
            Upload(b.bootstrap_value.data(), n),
            Upload(b.group.data(), n),
            static_cast<int64_t>(n),
            static_cast<int64_t>(t)};
    adv = Upload<float>(nullptr, t);
    ret = Upload<float>(nullptr, t);
    std::vector<uint8_t> ends(t, 0);
    std::vector<float> boots(t, 0.f);
    for (size_t i = 0; i < n; ++i) {
      if (b.cu_seqlens[i + 1] > b.cu_seqlens[i]) {
        ends[b.cu_seqlens[i + 1] - 1] = 1;
        boots[b.cu_seqlens[i + 1] - 1] = b.terminated[i] ? 0.f : b.bootstrap_value[i];
      }
    }
    is_end = Upload(ends.data(), t);
    end_boot = Upload(boots.data(), t);
  }
  ~DeviceBatch() {
    for (void* p : ptrs) cudaFree(p);
  }
};

// CUB baseline: the per-token maps of GAE (carry mode) scanned by cub::DeviceScan over the
// reversed token order, op(acc, x) = x ∘ acc. Reads r, V, mask, is_end and end_boot.
struct GaeCarryMapOp {
  const float *r, *v, *boot;
  const uint8_t *m, *is_end;
  int64_t tokens;
  float gamma, eps;  // eps = 1 − γλ
  __device__ Map operator()(int64_t j) const {
    const int64_t t = tokens - 1 - j;
    Map x = scan::Identity();
    if (m[t]) x = {eps, gamma, r[t] - v[t], eps, gamma, r[t] - v[t], 0.f, v[t]};
    if (is_end[t]) {
      x.ua = fmaf(x.qa, boot[t], x.ua);
      x.uc = fmaf(x.qc, boot[t], x.uc);
      x.w = fmaf(x.s, boot[t], x.w);
      x.ea = x.ec = 1.f;
      x.qa = x.qc = x.s = 0.f;
    }
    return x;
  }
};

struct ComposeOp {
  __device__ Map operator()(const Map& acc, const Map& x) const { return Compose(x, acc); }
};

// Writes the state of token t = tokens-1-j: adv = ua (the map applied to any state, since a
// reset precedes it), ret = adv + V.
struct GaeOutputWriter {
  float *adv, *ret;
  const float* v;
  int64_t tokens;
  __device__ void operator()(int64_t j, const Map& m) const {
    const int64_t t = tokens - 1 - j;
    adv[t] = m.ua;
    ret[t] = m.ua + v[t];
  }
};

// A variant's timed calls: the median, and the fastest and slowest.
struct Timing {
  double ms = 0, min = 0, max = 0;
};

struct Timer {
  CudaEvent a, b;
  Timer() {
    CHECK_CUDA(a.Create());
    CHECK_CUDA(b.Create());
  }
  // Events on `stream` (default: the legacy default stream, which orders against every
  // blocking stream).
  template <class F>
  Timing Time(F&& f, int reps, cudaStream_t stream = nullptr) {
    f();  // warm-up
    CHECK_CUDA(cudaDeviceSynchronize());
    std::vector<float> ms(reps);
    for (int i = 0; i < reps; ++i) {
      CHECK_CUDA(cudaEventRecord(a.get(), stream));
      f();
      CHECK_CUDA(cudaEventRecord(b.get(), stream));
      CHECK_CUDA(cudaEventSynchronize(b.get()));
      CHECK_CUDA(cudaEventElapsedTime(&ms[i], a.get(), b.get()));
    }
    std::sort(ms.begin(), ms.end());
    return {ms[reps / 2], ms.front(), ms.back()};
  }
};

// One CudaEstimate call (synchronize = false) captured in a CUDA graph on a stream of its own,
// replayed by Launch(): the call without the host's per-launch cost. Capture has not run on a
// GPU yet, so a failure is reported in error(), never fatal.
class GraphCall {
 public:
  GraphCall(const CudaPackedBatch& b, const EstimatorParams& p, float* adv, float* ret,
            CudaOptions o) {
    o.synchronize = false;
    if (!Ok(stream_.Create(cudaStreamNonBlocking), "stream")) return;
    if (!Ok(cudaStreamBeginCapture(stream_.get(), cudaStreamCaptureModeRelaxed), "begin capture"))
      return;
    const Status st = CudaEstimate(b, p, adv, ret, stream_.get(), o);
    const cudaError_t end = cudaStreamEndCapture(stream_.get(), &graph_);  // always end the capture
    if (!st.ok()) {
      error_ = "captured call: " + st.message();
      return;
    }
    if (!Ok(end, "end capture")) return;
    Ok(cudaGraphInstantiate(&exec_, graph_, 0), "instantiate");
  }
  ~GraphCall() {
    if (exec_) cudaGraphExecDestroy(exec_);
    if (graph_) cudaGraphDestroy(graph_);
  }  // stream_ goes last, after the graph captured on it
  GraphCall(const GraphCall&) = delete;
  GraphCall& operator=(const GraphCall&) = delete;
  const std::string& error() const { return error_; }
  cudaStream_t stream() const { return stream_.get(); }
  // Replays the call and waits for it when `wait`.
  bool Launch(bool wait) {
    return Ok(cudaGraphLaunch(exec_, stream_.get()), "launch") &&
           (!wait || Ok(cudaStreamSynchronize(stream_.get()), "replay"));
  }

 private:
  bool Ok(cudaError_t e, const char* what) {
    if (e == cudaSuccess) return true;
    if (error_.empty()) error_ = std::string(what) + ": " + cudaGetErrorString(e);
    cudaGetLastError();
    return false;
  }
  CudaStream stream_;  // declared first: destroyed after the graph captured on it
  cudaGraph_t graph_ = nullptr;
  cudaGraphExec_t exec_ = nullptr;
  std::string error_;
};

struct CaseResult {
  std::string name;
  double err_adv, err_ret;
  bool deterministic, ok;
  // The device output against the CPU twin (cuda_twin.h), which runs the same arithmetic in
  // the same order on the host. Reported, not part of ok.
  bool has_twin = false, twin_bitwise = false;
  double twin_max_abs = 0;
};

// CudaEstimateHost, counting and printing failures.
bool RunCuda(const PackedBatch& b, const EstimatorParams& p, std::vector<float>& adv,
             std::vector<float>& ret, const CudaOptions& o = {}) {
  const Status s = CudaEstimateHost(b.view(), p, adv, ret, nullptr, o);
  if (!s.ok()) ++g_cuda_errors, std::fprintf(stderr, "CudaEstimateHost: %s\n", s.message().c_str());
  return s.ok();
}

// Largest |x - y| over both outputs, and whether every bit matches.
std::pair<bool, double> CompareToTwin(const std::vector<float>& a, const std::vector<float>& r,
                                      const std::vector<float>& ta, const std::vector<float>& tr) {
  double worst = 0;
  for (size_t i = 0; i < a.size(); ++i)
    worst = std::max({worst, std::fabs(double{a[i]} - ta[i]), std::fabs(double{r[i]} - tr[i])});
  const bool same = std::memcmp(a.data(), ta.data(), a.size() * 4) == 0 &&
                    std::memcmp(r.data(), tr.data(), r.size() * 4) == 0;
  return {same, worst};
}

// small: a batch of about 40k tokens and no 1M-token cases.
std::vector<CaseResult> Validate(uint64_t seed, bool quick, bool small) {
  std::vector<CaseResult> out;
  std::vector<int64_t> lengths = {0, 1, 2, 3, 15, 16, 17, 511, 512, 513, 4095, 4096, 4097};
  if (!small) lengths.insert(lengths.end(), {65535, 65536, 65537, 1 << 17});
  CounterRng rng(seed, 1);
  for (int i = 0; i < (quick || small ? 20 : 200); ++i)
    lengths.push_back(static_cast<int64_t>(rng.Below(3000)));
  const PackedBatch batch = MakeBatchWithLengths(lengths, seed, 5);
  const PackedBatch million = MakeBatchWithLengths({1 << 20}, seed + 1, 1);
  for (const auto& name : EstimatorNames()) {
    const Estimator e = *ParseEstimator(name);
    for (MaskMode mode : {MaskMode::kCarry, MaskMode::kZero}) {
      for (int variant = 0; variant < 3; ++variant) {  // plain, decoupled λ, whitened
        if (!IsScanEstimator(e) && (mode == MaskMode::kZero || variant > 0)) continue;
        EstimatorParams p{
            .estimator = e, .mask_mode = mode, .gamma = 0.995, .lam = 0.95, .alpha = 0.02};
        if (variant == 1) p.lam_critic = 1.0;
        if (variant == 2) p.whiten = true;
        for (int big = 0; big < 2; ++big) {
          if (big && (small || !IsScanEstimator(e) || variant > 0)) continue;
          const PackedBatch& b = big ? million : batch;
          if (big) p.gamma = p.lam = 1.0;
          // Scan estimators: the three-phase scan and the single pass (CudaOptions).
          for (int single = 0; single < (IsScanEstimator(e) && g_single_pass ? 2 : 1); ++single) {
            const CudaOptions o{.single_pass = single == 1};
            std::vector<double> ra(b.num_tokens()), rr(b.num_tokens());
            std::vector<float> ga(b.num_tokens()), gr(b.num_tokens()), ga2(b.num_tokens()),
                gr2(b.num_tokens());
            ReferenceEstimate(b.view(), p, ra, rr);
            const Status s1 = CudaEstimateHost(b.view(), p, ga, gr, nullptr, o);
            const Status s2 = CudaEstimateHost(b.view(), p, ga2, gr2, nullptr, o);
            CaseResult c{std::string(name) + "/" + std::string(MaskModeName(mode)) +
                             (variant == 1 ? "/critic" : "") + (variant == 2 ? "/whiten" : "") +
                             (big ? "/1M_undiscounted" : "") + (single ? "/single_pass" : ""),
                         1e30, 1e30, false, false};
            if (s1.ok() && s2.ok()) {
              c.err_adv = RelativeL2<float, double>(ga, ra);
              c.err_ret = RelativeL2<float, double>(gr, rr);
              c.deterministic = std::memcmp(ga.data(), ga2.data(), ga.size() * 4) == 0 &&
                                std::memcmp(gr.data(), gr2.data(), gr.size() * 4) == 0;
              const double tol = big ? 1e-4 : 1e-5;
              c.ok = c.err_adv <= tol && c.err_ret <= tol && c.deterministic;
              std::vector<float> ta(b.num_tokens()), tr(b.num_tokens());
              if (CudaTwinEstimate(b.view(), p, ta, tr, o).ok()) {
                c.has_twin = true;
                std::tie(c.twin_bitwise, c.twin_max_abs) = CompareToTwin(ga, gr, ta, tr);
              }
            } else {
              ++g_cuda_errors;
              std::fprintf(stderr, "%s: %s %s\n", c.name.c_str(), s1.message().c_str(),
                           s2.message().c_str());
            }
            std::printf("check %-44s rel L2 adv %.2e ret %.2e deterministic %s -> %s",
                        c.name.c_str(), c.err_adv, c.err_ret, c.deterministic ? "yes" : "NO",
                        c.ok ? "ok" : "FAIL");
            if (c.has_twin)
              std::printf(" | CPU twin: %s (max |diff| %.2e)",
                          c.twin_bitwise ? "bitwise" : "differs", c.twin_max_abs);
            std::printf("\n");
            out.push_back(c);
          }
        }
      }
    }
  }
  // Scratch from the device's default pool (CudaOptions::own_scratch_pool = false) must give the
  // same bits as the library's own pool.
  for (MaskMode mode : {MaskMode::kCarry, MaskMode::kZero}) {
    const EstimatorParams p{
        .estimator = Estimator::kGae, .mask_mode = mode, .gamma = 0.995, .lam = 0.95};
    std::vector<float> a1(batch.num_tokens()), r1(batch.num_tokens()), a2(batch.num_tokens()),
        r2(batch.num_tokens());
    const bool ran =
        RunCuda(batch, p, a1, r1) &&
        RunCuda(batch, p, a2, r2, {.own_scratch_pool = false});
    CaseResult c{"gae/" + std::string(MaskModeName(mode)) + "/default_pool_same_bits", 0, 0, false,
                 false};
    c.deterministic = ran && a1 == a2 && r1 == r2;
    c.ok = c.deterministic;
    std::printf("check %-44s %s\n", c.name.c_str(), c.ok ? "ok" : "FAIL");
    out.push_back(c);
  }
  // One call captured in a CUDA graph (CudaOptions::synchronize = false) and replayed twice must
  // give the synchronous call's bits: a scan estimator, and an outcome estimator (its sort and
  // group statistics queue without a host round trip). The outputs are poisoned (NaN) before
  // each replay, so stale results cannot pass.
  {
    DeviceBatch d(batch);
    const size_t bytes = sizeof(float) * batch.num_tokens();
    for (Estimator e : {Estimator::kGae, Estimator::kGrpo}) {
      const EstimatorParams p{.estimator = e, .gamma = 0.995, .lam = 0.95};
      std::vector<float> a1(batch.num_tokens()), r1(batch.num_tokens()), a2(batch.num_tokens()),
          r2(batch.num_tokens());
      bool same = RunCuda(batch, p, a1, r1);
      GraphCall g(d.view, p, d.adv, d.ret, {});
      same = same && g.error().empty();
      for (int replay = 0; replay < 2 && same; ++replay) {
        CHECK_CUDA(cudaMemset(d.adv, 0xff, bytes));
        CHECK_CUDA(cudaMemset(d.ret, 0xff, bytes));
        same = g.Launch(true);
        if (!same) break;
        CHECK_CUDA(cudaMemcpy(a2.data(), d.adv, bytes, cudaMemcpyDeviceToHost));
        CHECK_CUDA(cudaMemcpy(r2.data(), d.ret, bytes, cudaMemcpyDeviceToHost));
        same = a1 == a2 && r1 == r2;
      }
      CaseResult c{std::string(EstimatorName(e)) + "/carry/graph_replay_same_bits", 0, 0, same,
                   same};
      std::printf("check %-44s %s%s\n", c.name.c_str(), c.ok ? "ok" : "FAIL",
                  g.error().empty() ? "" : (" (" + g.error() + ")").c_str());
      out.push_back(c);
    }
  }
  // The single pass's look-back depth depends on timing; its bits must not. 20 runs over 16
  // sequences of 1M tokens (4096 tiles, chains of 256 tiles between resets), each compared
  // with the first and with the twin.
  if (!small && g_single_pass) {
    const PackedBatch b = MakeBatchWithLengths(std::vector<int64_t>(16, 1 << 20), seed + 2, 8);
    for (MaskMode mode : {MaskMode::kCarry, MaskMode::kZero}) {
      const EstimatorParams p{
          .estimator = Estimator::kGae, .mask_mode = mode, .gamma = 0.999, .lam = 0.99};
      const CudaOptions o{.single_pass = true};
      std::vector<float> a0(b.num_tokens()), r0(b.num_tokens()), a(b.num_tokens()),
          r(b.num_tokens()), ta(b.num_tokens()), tr(b.num_tokens());
      bool same = RunCuda(b, p, a0, r0, o);
      for (int rep = 1; rep < 20 && same; ++rep)
        same = RunCuda(b, p, a, r, o) && a == a0 && r == r0;
      CaseResult c{"gae/" + std::string(MaskModeName(mode)) + "/16x1M_20_runs/single_pass", 0, 0,
                   same, same};
      if (CudaTwinEstimate(b.view(), p, ta, tr, o).ok()) {
        c.has_twin = true;
        std::tie(c.twin_bitwise, c.twin_max_abs) = CompareToTwin(a0, r0, ta, tr);
      }
      std::printf("check %-44s 20 runs bitwise equal: %s -> %s | CPU twin: %s (max |diff| %.2e)\n",
                  c.name.c_str(), same ? "yes" : "NO", c.ok ? "ok" : "FAIL",
                  c.twin_bitwise ? "bitwise" : "differs", c.twin_max_abs);
      out.push_back(c);
    }
  }
  return out;
}

struct BenchRow {
  std::string shape, variant;
  double tokens;
  Timing t;
  double bytes_per_token = kBytesPerToken;
  double GbPerS() const { return bytes_per_token * tokens / t.ms / 1e6; }
};

std::vector<BenchRow> Benchmark(uint64_t seed, bool quick) {
  struct Shape {
    std::string name;
    std::vector<int64_t> lengths;
  };
  std::vector<Shape> shapes = {{"1x32k", {32768}},
                               {"16x128k", std::vector<int64_t>(16, 131072)},
                               {"1x1M", {1 << 20}},
                               {"4096x512", std::vector<int64_t>(4096, 512)}};
  {
    Shape ln{"256xlognormal2k", {}};
    CounterRng rng(seed, 7);
    for (int i = 0; i < 256; ++i) {
      ln.lengths.push_back(
          std::clamp<int64_t>(static_cast<int64_t>(2048 * std::exp(rng.Normal())), 1, 65536));
    }
    shapes.push_back(ln);
  }
  if (!quick) shapes.push_back({"128x1M_1.2GiB_in", std::vector<int64_t>(128, 1 << 20)});
  std::vector<BenchRow> rows;
  Timer timer;
  const EstimatorParams p{
      .estimator = Estimator::kGae, .mask_mode = MaskMode::kCarry, .gamma = 1.0, .lam = 0.95};
  for (const Shape& s : shapes) {
    const PackedBatch b = MakeBatchWithLengths(s.lengths, seed, 8);
    DeviceBatch d(b);
    const double tokens = static_cast<double>(b.num_tokens());
    const int reps = tokens > 1e8 ? 10 : 50;
    auto time_with = [&](const EstimatorParams& params, const CudaOptions& options) {
      return timer.Time(
          [&] {
            const Status st = CudaEstimate(d.view, params, d.adv, d.ret, nullptr, options);
            if (!st.ok())
              std::fprintf(stderr, "CudaEstimate: %s\n", st.message().c_str()),
                  std::exit(kCudaFailure);
          },
          reps);
    };
    auto time_ours = [&](const CudaOptions& options) { return time_with(p, options); };
    const Timing ours = time_ours({});
    // A/B of the choices made without a GPU (cuda_estimators.h, CudaOptions).
    const Timing default_pool = time_ours({.own_scratch_pool = false});
    const Timing single = g_single_pass ? time_ours({.single_pass = true}) : Timing{};
    // An outcome estimator (sums scan, group sort and statistics, broadcast; groups of 8), for
    // the cost of the whole call rather than the scan alone.
    const Timing grpo = time_with({.estimator = Estimator::kGrpo}, {});
    // The whole call above waits for its work (and the host's wake-up) before the stop event is
    // queued; CUB's timing below does not. Queued only: the same call with synchronize = false,
    // timed like CUB's. Graph: that call captured once and replayed (no per-launch host cost).
    const Timing async = time_ours({.synchronize = false});
    Timing graph;
    {
      GraphCall g(d.view, p, d.adv, d.ret, {});
      bool replayed = g.error().empty();
      if (replayed)
        graph = timer.Time([&] { replayed = g.Launch(false) && replayed; }, reps, g.stream());
      if (!replayed) {
        graph = {};
        std::printf("      CUDA graph of the call: %s\n", g.error().c_str());
      }
    }
    // CUB DeviceScan over the same operator.
    const GaeCarryMapOp op{d.view.rewards, d.view.values,     d.end_boot, d.view.mask,
                           d.is_end,       d.view.num_tokens, 1.0f,       0.05f};
    auto in = thrust::make_transform_iterator(thrust::counting_iterator<int64_t>(0), op);
    auto outit = thrust::make_tabulate_output_iterator(
        GaeOutputWriter{d.adv, d.ret, d.view.values, d.view.num_tokens});
    size_t temp_bytes = 0;
    CHECK_CUDA(cub::DeviceScan::InclusiveScan(nullptr, temp_bytes, in, outit, ComposeOp{},
                                              d.view.num_tokens));
    void* temp = nullptr;
    CHECK_CUDA(cudaMalloc(&temp, std::max<size_t>(temp_bytes, 1)));
    const Timing cub = timer.Time(
        [&] {
          CHECK_CUDA(cub::DeviceScan::InclusiveScan(temp, temp_bytes, in, outit, ComposeOp{},
                                                    d.view.num_tokens));
        },
        reps);
    CHECK_CUDA(cudaFree(temp));
    // Device-to-device copy of the same 17 bytes per token (8.5 read + 8.5 written).
    const size_t bytes = static_cast<size_t>(kBytesPerToken * tokens / 2);
    void *src = nullptr, *dst = nullptr;
    CHECK_CUDA(cudaMalloc(&src, bytes));
    CHECK_CUDA(cudaMalloc(&dst, bytes));
    const Timing copy = timer.Time(
        [&] { CHECK_CUDA(cudaMemcpyAsync(dst, src, bytes, cudaMemcpyDeviceToDevice)); }, reps);
    CHECK_CUDA(cudaFree(src));
    CHECK_CUDA(cudaFree(dst));
    rows.push_back({s.name, "cuda_scan", tokens, ours});
    rows.push_back({s.name, "cuda_scan_default_pool", tokens, default_pool});
    if (g_single_pass) rows.push_back({s.name, "cuda_single_pass", tokens, single});
    rows.push_back({s.name, "cuda_scan_async", tokens, async});
    if (graph.ms > 0) rows.push_back({s.name, "cuda_scan_graph", tokens, graph});
    rows.push_back({s.name, "cuda_grpo", tokens, grpo, kGrpoBytesPerToken});
    rows.push_back({s.name, "cub_device_scan", tokens, cub});
    rows.push_back({s.name, "d2d_copy", tokens, copy});
    const double ours_ms = ours.ms, single_ms = single.ms, cub_ms = cub.ms, copy_ms = copy.ms,
                 default_pool_ms = default_pool.ms, async_ms = async.ms,
                 graph_ms = graph.ms, grpo_ms = grpo.ms;
    std::printf(
        "bench %-18s %11.0f tokens: cuda_scan %8.3f ms (%6.0f GB/s) | cub %8.3f ms | copy %8.3f ms "
        "| "
        "scan/copy bandwidth %.0f%%, speed vs cub %.2fx\n",
        s.name.c_str(), tokens, ours_ms, kBytesPerToken * tokens / ours_ms / 1e6, cub_ms, copy_ms,
        100.0 * copy_ms / ours_ms, cub_ms / ours_ms);
    std::printf(
        "      single pass %8.3f ms (%6.0f GB/s, %.0f%% of copy, %.2fx cub) | A/B of the "
        "three-phase scan: default pool %8.3f ms\n",
        single_ms, kBytesPerToken * tokens / single_ms / 1e6, 100.0 * copy_ms / single_ms,
        cub_ms / single_ms, default_pool_ms);
    std::printf(
        "      three phases queued only %8.3f ms (%.2fx cub), as a CUDA graph %8.3f ms (%.2fx "
        "cub) | grpo, whole call %8.3f ms\n",
        async_ms, cub_ms / async_ms, graph_ms, graph_ms > 0 ? cub_ms / graph_ms : 0.0, grpo_ms);
  }
  return rows;
}

// The final table: every variant of every shape with its bandwidth, its fraction of the copy's
// and its speed relative to CUB's scan. Markdown, printed and written next to the JSON.
std::string SummaryTable(const std::vector<BenchRow>& rows) {
  std::ostringstream md;
  md << "| shape | variant | ms | GB/s (GAE 17, GRPO 13 B/token) | vs copy bandwidth | speed vs "
        "CUB |\n"
     << "| --- | --- | ---: | ---: | ---: | ---: |\n";
  for (const BenchRow& r : rows) {
    double copy_gbs = 0, cub_ms = 0;
    for (const BenchRow& o : rows) {
      if (o.shape != r.shape) continue;
      if (o.variant == "d2d_copy") copy_gbs = o.GbPerS();
      if (o.variant == "cub_device_scan") cub_ms = o.t.ms;
    }
    // CUB's scan is GAE's baseline; GRPO has none here.
    char vs_cub[32] = "";
    if (r.bytes_per_token == kBytesPerToken)
      std::snprintf(vs_cub, sizeof vs_cub, "%.2fx", cub_ms / r.t.ms);
    char line[256];
    std::snprintf(line, sizeof line, "| %s | %s | %.4f | %.0f | %.1f%% | %s |\n", r.shape.c_str(),
                  r.variant.c_str(), r.t.ms, r.GbPerS(), 100.0 * r.GbPerS() / copy_gbs, vs_cub);
    md << line;
  }
  return md.str();
}

}  // namespace

int main(int argc, char** argv) {
  uint64_t seed =
      static_cast<uint64_t>(std::chrono::system_clock::now().time_since_epoch().count());
  std::string out_path;
  bool quick = false, sanitize = false, profile = false, bench_only = false;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--seed" && i + 1 < argc)
      seed = std::stoull(argv[++i]);
    else if (a == "--out" && i + 1 < argc)
      out_path = argv[++i];
    else if (a == "--quick")
      quick = true;
    else if (a == "--sanitize")
      sanitize = true;
    else if (a == "--profile")
      profile = true;
    else if (a == "--no-single-pass")
      g_single_pass = false;
    else if (a == "--bench-only")
      bench_only = true;
    else
      return std::fprintf(stderr,
                          "usage: %s [--seed N] [--out FILE.json] [--quick | --sanitize | "
                          "--profile] [--bench-only] [--no-single-pass]\n",
                          argv[0]),
             2;
  }
  std::string why;
  if (!CudaDeviceAvailable(&why)) {
    std::fprintf(stderr, "advantages_gpu: %s\n", why.c_str());
    return 1;
  }
  cudaDeviceProp prop{};
  CHECK_CUDA(cudaGetDeviceProperties(&prop, 0));
  std::printf("device %s, %d SMs, seed %llu\n", prop.name, prop.multiProcessorCount,
              static_cast<unsigned long long>(seed));
  if (profile) {
    const PackedBatch b = MakeBatchWithLengths(std::vector<int64_t>(32, 1 << 20), seed, 8);
    DeviceBatch d(b);
    const EstimatorParams p{
        .estimator = Estimator::kGae, .mask_mode = MaskMode::kCarry, .gamma = 1.0, .lam = 0.95};
    const Status st = CudaEstimate(d.view, p, d.adv, d.ret, nullptr);
    const Status st1 = g_single_pass
                           ? CudaEstimate(d.view, p, d.adv, d.ret, nullptr, {.single_pass = true})
                           : Status::Ok();
    std::printf("profile run: three phases %s, single pass %s\n",
                st.ok() ? "ok" : st.message().c_str(), st1.ok() ? "ok" : st1.message().c_str());
    return st.ok() && st1.ok() ? 0 : 1;
  }
  // Registers, local memory and resident blocks per SM of each kernel on this device.
  std::vector<CudaKernelInfo> kernels;
  if (const Status st = CudaDescribeKernels(&kernels); !st.ok())
    std::fprintf(stderr, "CudaDescribeKernels: %s\n", st.message().c_str());
  for (const auto& k : kernels)
    std::printf(
        "kernel %-32s %4d threads %4d registers %4lld B local %6lld B shared -> %d blocks/SM\n",
        k.name.c_str(), k.threads, k.registers, static_cast<long long>(k.local_bytes),
        static_cast<long long>(k.shared_bytes), k.blocks_per_sm);
  const auto checks = bench_only ? std::vector<CaseResult>{} : Validate(seed, quick, sanitize);
  const auto rows = sanitize ? std::vector<BenchRow>{} : Benchmark(seed, quick);
  int failed = 0;
  std::ostringstream js;
  js.precision(10);
  js << "{\n  \"device\": \"" << prop.name << "\",\n  \"seed\": " << seed << ",\n  \"checks\": [\n";
  for (size_t i = 0; i < checks.size(); ++i) {
    const auto& c = checks[i];
    failed += !c.ok;
    js << "    {\"case\": \"" << c.name << "\", \"rel_l2_adv\": " << c.err_adv
       << ", \"rel_l2_ret\": " << c.err_ret
       << ", \"deterministic\": " << (c.deterministic ? "true" : "false");
    if (c.has_twin)
      js << ", \"twin_bitwise\": " << (c.twin_bitwise ? "true" : "false")
         << ", \"twin_max_abs_diff\": " << c.twin_max_abs;
    js << ", \"ok\": " << (c.ok ? "true" : "false") << "}" << (i + 1 < checks.size() ? "," : "")
       << "\n";
  }
  js << "  ],\n  \"kernels\": [\n";
  for (size_t i = 0; i < kernels.size(); ++i) {
    const auto& k = kernels[i];
    js << "    {\"kernel\": \"" << k.name << "\", \"threads\": " << k.threads
       << ", \"registers\": " << k.registers << ", \"local_bytes\": " << k.local_bytes
       << ", \"shared_bytes\": " << k.shared_bytes << ", \"blocks_per_sm\": " << k.blocks_per_sm
       << "}" << (i + 1 < kernels.size() ? "," : "") << "\n";
  }
  js << "  ],\n  \"bench\": [\n";
  for (size_t i = 0; i < rows.size(); ++i) {
    const auto& r = rows[i];
    js << "    {\"shape\": \"" << r.shape << "\", \"variant\": \"" << r.variant
       << "\", \"tokens\": " << r.tokens << ", \"ms\": " << r.t.ms << ", \"ms_min\": " << r.t.min
       << ", \"ms_max\": " << r.t.max << ", \"gb_per_s\": " << r.GbPerS() << "}"
       << (i + 1 < rows.size() ? "," : "") << "\n";
  }
  js << "  ],\n  \"checks_failed\": " << failed << "\n}\n";
  if (!out_path.empty()) std::ofstream(out_path) << js.str();
  if (!rows.empty()) {
    const std::string table = SummaryTable(rows);
    std::printf("\nsummary (medians):\n%s", table.c_str());
    if (!out_path.empty()) {
      const size_t dot = out_path.rfind(".json");
      std::ofstream(out_path.substr(0, dot) + "_summary.md") << table;
    }
  }
  std::printf("%d of %zu checks failed\n", failed, checks.size());
  if (g_cuda_errors > 0) {
    std::printf("%d calls failed with a CUDA error\n", g_cuda_errors);
    return kCudaFailure;
  }
  return failed == 0 ? 0 : 1;
}
