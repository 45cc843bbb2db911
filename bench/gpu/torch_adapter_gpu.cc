// GPU check of the LibTorch adapter (kernels/torch/include/agentrl/kernels/torch_adapter.h) with
// CUDA tensors, which no test can create with Debian's CPU-only LibTorch. bench/gpu/run.sh builds
// it against the GPU machine's PyTorch (with -DAGENTRL_TORCH_CUDA, linking libc10_cuda), and the
// CMake build compiles it against Debian's LibTorch so it cannot rot; without CUDA it says so and
// exits 0 having checked nothing.
//
// Checks, on fresh random ragged batches (the seed is printed):
//  - packed/<estimator>/<mode>: EstimatePacked on CUDA tensors returns float32 CUDA tensors with
//    the bits of CudaEstimateHost on the same batch, and agrees with EstimatePacked on the same
//    tensors on the CPU (the fast path) to ≤ 1e-5 relative L2;
//  - padded/<estimator>/<mode>: EstimatePadded on CUDA tensors returns CUDA tensors equal to
//    the CPU call's (both pack on the host and run the same fast path);
//  - current_stream: inputs written on a non-default PyTorch stream behind ~0.1 s of queued work
//    are read only once written (the adapter calls CudaEstimate on the legacy default stream,
//    and copies cu_seqlens to the host first, which waits for the current stream);
//  - mixed_devices: a CUDA rewards tensor with CPU values is refused with a message naming values.
// Also times one packed GAE call through the adapter against CudaEstimate on the same device
// buffers (median of 21): the adapter's own cost (dtype checks, the cu_seqlens round trip).
//   torch_adapter_gpu [--seed N] [--out FILE.json]; exit 0: every check passed, 1: one failed.
#include <torch/torch.h>
#include <torch/version.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

#include "agentrl/core/seed.h"
#include "agentrl/kernels/cuda_estimators.h"
#include "agentrl/kernels/estimators.h"
#include "agentrl/kernels/random_batch.h"
#include "agentrl/kernels/torch_adapter.h"

#if defined(AGENTRL_TORCH_CUDA)
#include <c10/cuda/CUDAGuard.h>
#include <c10/cuda/CUDAStream.h>
#endif

namespace agentrl::kernels {
namespace {

namespace ta = torch_adapter;

struct Check {
  std::string name;
  bool pass;
  std::string detail;
};
std::vector<Check> checks;

void Record(const std::string& name, bool pass, const std::string& detail) {
  checks.push_back({name, pass, detail});
  std::printf("check %-40s %s  %s\n", name.c_str(), pass ? "PASS" : "FAIL", detail.c_str());
}

std::string Fmt(double x) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3g", x);
  return buf;
}

// The PackedBatch fields as CPU tensors (copies).
struct PackedTensors {
  torch::Tensor cu, r, v, m, term, boot, group;
  PackedTensors To(torch::Device d) const {
    return {cu.to(d), r.to(d), v.to(d), m.to(d), term.to(d), boot.to(d), group.to(d)};
  }
};

template <class T>
torch::Tensor Copy(const std::vector<T>& x, torch::ScalarType type) {
  return torch::from_blob(const_cast<T*>(x.data()), {static_cast<int64_t>(x.size())}, type).clone();
}

PackedTensors Tensors(const PackedBatch& b) {
  return {Copy(b.cu_seqlens, torch::kInt64), Copy(b.rewards, torch::kFloat32),
          Copy(b.values, torch::kFloat32),   Copy(b.mask, torch::kUInt8),
          Copy(b.terminated, torch::kUInt8), Copy(b.bootstrap_value, torch::kFloat32),
          Copy(b.group, torch::kInt64)};
}

Status Packed(const PackedTensors& t, const EstimatorParams& p, torch::Tensor* adv,
              torch::Tensor* ret) {
  return ta::EstimatePacked(t.cu, t.r, t.v, t.m, t.term, t.boot, t.group, p, adv, ret);
}

std::vector<float> Floats(const torch::Tensor& t) {
  const torch::Tensor c = t.to(torch::kCPU).contiguous();
  return {c.data_ptr<float>(), c.data_ptr<float>() + c.numel()};
}

bool SameBits(const std::vector<float>& a, const std::vector<float>& b) {
  return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0;
}

std::vector<EstimatorParams> Cases() {
  std::vector<EstimatorParams> out;
  for (const std::string& name : EstimatorNames()) {
    for (MaskMode mode : {MaskMode::kCarry, MaskMode::kZero}) {
      EstimatorParams p;
      p.estimator = *ParseEstimator(name);
      p.mask_mode = mode;
      p.gamma = 0.99;
      p.lam = 0.95;
      p.alpha = 0.05;
      out.push_back(p);
    }
  }
  return out;
}

std::string CaseName(const char* what, const EstimatorParams& p) {
  return std::string(what) + "/" + std::string(EstimatorName(p.estimator)) + "/" +
         std::string(MaskModeName(p.mask_mode));
}

void CheckPacked(const PackedBatch& b, const PackedTensors& cpu, const PackedTensors& dev) {
  for (const EstimatorParams& p : Cases()) {
    const std::string name = CaseName("packed", p);
    torch::Tensor a_dev, r_dev, a_cpu, r_cpu;
    const Status sd = Packed(dev, p, &a_dev, &r_dev);
    const Status sc = Packed(cpu, p, &a_cpu, &r_cpu);
    if (!sd.ok() || !sc.ok()) {
      Record(name, false, "error: " + (sd.ok() ? sc.message() : sd.message()));
      continue;
    }
    const bool on_device = a_dev.is_cuda() && r_dev.is_cuda() &&
                           a_dev.scalar_type() == torch::kFloat32 &&
                           a_dev.numel() == static_cast<int64_t>(b.num_tokens());
    std::vector<float> a_host(b.num_tokens()), r_host(b.num_tokens());
    const Status sh = CudaEstimateHost(b.view(), p, a_host, r_host);
    const std::vector<float> a = Floats(a_dev), r = Floats(r_dev);
    const bool bits = sh.ok() && SameBits(a, a_host) && SameBits(r, r_host);
    const double err = std::max(RelativeL2<float, float>(a, Floats(a_cpu)),
                                RelativeL2<float, float>(r, Floats(r_cpu)));
    Record(name, on_device && bits && err <= 1e-5,
           std::string(on_device ? "" : "outputs not float32 CUDA of num_tokens; ") +
               "CudaEstimateHost bits: " + (bits ? "equal" : "DIFFER") + "; rel L2 vs CPU path " +
               Fmt(err));
  }
}

// Padded (B, T) rows from the packed batch; a row's length ends at its last trainable token.
struct PaddedTensors {
  torch::Tensor r, v, m, term, boot, group;
};

PaddedTensors Padded(const PackedBatch& b) {
  const int64_t rows = static_cast<int64_t>(b.num_sequences());
  int64_t cols = 1;
  for (int64_t i = 0; i < rows; ++i) cols = std::max(cols, b.cu_seqlens[i + 1] - b.cu_seqlens[i]);
  PaddedTensors p{torch::zeros({rows, cols}),
                  torch::zeros({rows, cols}),
                  torch::zeros({rows, cols}, torch::kUInt8),
                  Copy(b.terminated, torch::kUInt8),
                  Copy(b.bootstrap_value, torch::kFloat32),
                  Copy(b.group, torch::kInt64)};
  float* r = p.r.data_ptr<float>();
  float* v = p.v.data_ptr<float>();
  uint8_t* m = p.m.data_ptr<uint8_t>();
  for (int64_t i = 0; i < rows; ++i) {
    for (int64_t t = b.cu_seqlens[i]; t < b.cu_seqlens[i + 1]; ++t) {
      const int64_t at = i * cols + (t - b.cu_seqlens[i]);
      r[at] = b.rewards[t], v[at] = b.values[t], m[at] = b.mask[t];
    }
  }
  return p;
}

void CheckPadded(const PackedBatch& b) {
  const PaddedTensors cpu = Padded(b);
  const torch::Device cuda(torch::kCUDA);
  const PaddedTensors dev{cpu.r.to(cuda),    cpu.v.to(cuda),    cpu.m.to(cuda),
                          cpu.term.to(cuda), cpu.boot.to(cuda), cpu.group.to(cuda)};
  for (const EstimatorParams& p : Cases()) {
    const std::string name = CaseName("padded", p);
    torch::Tensor a_dev, r_dev, a_cpu, r_cpu;
    const Status sd =
        ta::EstimatePadded(dev.r, dev.v, dev.m, dev.term, dev.boot, dev.group, p, &a_dev, &r_dev);
    const Status sc =
        ta::EstimatePadded(cpu.r, cpu.v, cpu.m, cpu.term, cpu.boot, cpu.group, p, &a_cpu, &r_cpu);
    if (!sd.ok() || !sc.ok()) {
      Record(name, false, "error: " + (sd.ok() ? sc.message() : sd.message()));
      continue;
    }
    const bool on_device = a_dev.is_cuda() && r_dev.is_cuda() && a_dev.sizes() == cpu.r.sizes();
    const bool equal = torch::equal(a_dev.cpu(), a_cpu) && torch::equal(r_dev.cpu(), r_cpu);
    Record(name, on_device && equal,
           std::string(on_device ? "CUDA (B, T) outputs" : "outputs not CUDA (B, T)") +
               ", equal to the CPU call: " + (equal ? "yes" : "NO"));
  }
}

void CheckCurrentStream(const PackedTensors& dev) {
#if defined(AGENTRL_TORCH_CUDA)
  EstimatorParams p;
  p.gamma = 0.99;
  p.lam = 0.95;
  torch::Tensor want_a, want_r;
  if (Status s = Packed(dev, p, &want_a, &want_r); !s.ok()) {
    Record("current_stream", false, "error: " + s.message());
    return;
  }
  // Poisoned inputs, allocated and filled before the side stream starts.
  PackedTensors late = dev;
  late.r = torch::full_like(dev.r, NAN);
  late.v = torch::full_like(dev.v, NAN);
  torch::cuda::synchronize();
  torch::Tensor a, r;
  Status s;
  {
    const c10::cuda::CUDAStream side = c10::cuda::getStreamFromPool();
    const c10::cuda::CUDAStreamGuard guard(side);
    auto x = torch::rand({8192, 8192}, torch::TensorOptions().device(torch::kCUDA));
    for (int i = 0; i < 6; ++i) x = x.matmul(x).sin();  // about 0.1 s of work queued ahead
    late.r.copy_(dev.r);
    late.v.copy_(dev.v);
    s = Packed(late, p, &a, &r);
    side.synchronize();
  }
  torch::cuda::synchronize();
  if (!s.ok()) {
    Record("current_stream", false, "error: " + s.message());
    return;
  }
  const bool same = torch::equal(a, want_a) && torch::equal(r, want_r);
  Record("current_stream", same,
         same ? "inputs written on a pool stream behind queued work: same bits as the default "
                "stream"
              : "outputs differ: the adapter read its inputs before the current stream wrote them");
#else
  (void)dev;
  std::printf("current_stream: not checked (built without AGENTRL_TORCH_CUDA)\n");
#endif
}

void CheckMixedDevices(const PackedTensors& cpu, const PackedTensors& dev) {
  PackedTensors mixed = dev;
  mixed.v = cpu.v;
  torch::Tensor a, r;
  const Status s = Packed(mixed, EstimatorParams{}, &a, &r);
  const bool refused = !s.ok() && s.message().find("values") != std::string::npos;
  Record("mixed_devices", refused, s.ok() ? "accepted" : "refused: " + s.message());
}

double MedianMs(const std::function<void()>& call, int reps) {
  std::vector<double> ms;
  call();  // warm-up
  for (int i = 0; i < reps; ++i) {
    torch::cuda::synchronize();
    const auto t0 = std::chrono::steady_clock::now();
    call();
    torch::cuda::synchronize();
    ms.push_back(
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
  }
  std::nth_element(ms.begin(), ms.begin() + reps / 2, ms.end());
  return ms[reps / 2];
}

struct Timing {
  int64_t tokens = 0;
  double adapter_ms = 0, direct_ms = 0;
};

Timing TimeGae(const PackedBatch& b, const PackedTensors& dev) {
  EstimatorParams p;
  p.gamma = 0.99;
  p.lam = 0.95;
  torch::Tensor a, r;
  Timing t;
  t.tokens = static_cast<int64_t>(b.num_tokens());
  t.adapter_ms = MedianMs([&] { (void)Packed(dev, p, &a, &r); }, 21);
  auto out_a = torch::empty_like(dev.r), out_r = torch::empty_like(dev.r);
  const CudaPackedBatch raw{dev.cu.data_ptr<int64_t>(),
                            dev.r.data_ptr<float>(),
                            dev.v.data_ptr<float>(),
                            dev.m.data_ptr<uint8_t>(),
                            dev.term.data_ptr<uint8_t>(),
                            dev.boot.data_ptr<float>(),
                            dev.group.data_ptr<int64_t>(),
                            static_cast<int64_t>(b.num_sequences()),
                            static_cast<int64_t>(b.num_tokens())};
  t.direct_ms = MedianMs(
      [&] {
        (void)CudaEstimate(raw, p, out_a.data_ptr<float>(), out_r.data_ptr<float>(), nullptr);
      },
      21);
  std::printf("timing gae/carry, %lld tokens: adapter %.3f ms, CudaEstimate %.3f ms\n",
              static_cast<long long>(t.tokens), t.adapter_ms, t.direct_ms);
  return t;
}

void WriteJson(const std::string& path, uint64_t seed, const Timing& t) {
  std::ofstream f(path);
  auto quoted = [](const std::string& s) {
    std::string o = "\"";
    for (char c : s) o += (c == '"' || c == '\\') ? std::string("\\") + c : std::string(1, c);
    return o + "\"";
  };
  f << "{\n  \"torch_version\": \"" << TORCH_VERSION_MAJOR << "." << TORCH_VERSION_MINOR << "."
    << TORCH_VERSION_PATCH << "\",\n  \"seed\": " << seed << ",\n  \"checks\": [\n";
  for (size_t i = 0; i < checks.size(); ++i) {
    f << "    {\"name\": " << quoted(checks[i].name)
      << ", \"pass\": " << (checks[i].pass ? "true" : "false")
      << ", \"detail\": " << quoted(checks[i].detail) << "}" << (i + 1 < checks.size() ? "," : "")
      << "\n";
  }
  f << "  ],\n  \"timing_gae_carry\": {\"tokens\": " << t.tokens
    << ", \"adapter_ms\": " << t.adapter_ms << ", \"cuda_estimate_ms\": " << t.direct_ms
    << "}\n}\n";
}

int Main(int argc, char** argv) {
  uint64_t seed =
      static_cast<uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
  std::string out;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--seed" && i + 1 < argc) {
      seed = std::stoull(argv[++i]);
    } else if (a == "--out" && i + 1 < argc) {
      out = argv[++i];
    } else {
      std::fprintf(stderr, "usage: torch_adapter_gpu [--seed N] [--out FILE.json]\n");
      return 2;
    }
  }
  std::printf("torch_adapter_gpu: LibTorch %d.%d.%d, seed %llu\n", TORCH_VERSION_MAJOR,
              TORCH_VERSION_MINOR, TORCH_VERSION_PATCH, static_cast<unsigned long long>(seed));
  std::string why;
  if (!torch::cuda::is_available() || !CudaDeviceAvailable(&why)) {
    std::printf("torch_adapter_gpu: nothing checked: %s\n",
                torch::cuda::is_available() ? why.c_str() : "LibTorch sees no CUDA device");
    return 0;
  }
  // 48 sequences, lengths 0 to ~20k, groups of 4 (the last tokens of some are observations).
  CounterRng rng(seed, 11);
  std::vector<int64_t> lengths;
  for (int i = 0; i < 48; ++i) lengths.push_back(static_cast<int64_t>(rng.Below(20000)));
  const PackedBatch b = MakeBatchWithLengths(lengths, seed, 4);
  const PackedTensors cpu = Tensors(b);
  const PackedTensors dev = cpu.To(torch::Device(torch::kCUDA));
  CheckPacked(b, cpu, dev);
  CheckPadded(b);
  CheckCurrentStream(dev);
  CheckMixedDevices(cpu, dev);
  const Timing t = TimeGae(b, dev);
  if (!out.empty()) WriteJson(out, seed, t);
  const auto failed =
      std::count_if(checks.begin(), checks.end(), [](const Check& c) { return !c.pass; });
  std::printf("torch_adapter_gpu: %zu checks, %lld failed\n", checks.size(),
              static_cast<long long>(failed));
  return failed ? 1 : 0;
}

}  // namespace
}  // namespace agentrl::kernels

int main(int argc, char** argv) { return agentrl::kernels::Main(argc, argv); }
