// A/B driver (see run.sh): times two versions of CpuEstimate call by call in one process, in
// ABBA order, so that the development VM's swings (1.5x within minutes, and a run that goes
// first in a pair often faster than the one after it) hit both sides alike. Prints each side's
// median and the median and quartiles of the per-pair ratio B/A.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

extern "C" {
void* ab_make_A(long, long, double, const char*, int);
void ab_run_A(void*, int);
long ab_tokens_A(void*);
const float* ab_adv_A(void*);
const float* ab_ret_A(void*);
void* ab_make_B(long, long, double, const char*, int);
void ab_run_B(void*, int);
const float* ab_adv_B(void*);
const float* ab_ret_B(void*);
}

int main(int argc, char** argv) {
  if (argc < 6 || argc > 8) {
    std::fprintf(
        stderr,
        "usage: %s SEQUENCES LENGTH LAMBDA THREADS PAIRS [KIND [LANES]]\n"
        "  LENGTH 0: lognormal lengths (median 2k, max 64k), as the benchmark;\n"
        "  LENGTH < 0: lognormal lengths around -LENGTH (sigma 0.5)\n"
        "  KIND: gae (default), returns, decoupled (lam_critic 1), whiten, adaptive\n"
        "        (gae_adaptive, alpha 0.02; ignores LAMBDA), grpo, each in carry mode or,\n"
        "        with the suffix _zero, in zero mode\n"
        "  LANES: block width, 16, 8 or 1 (default 0: the widest the CPU runs)\n",
        argv[0]);
    return 2;
  }
  const char* kind = argc > 6 ? argv[6] : "gae";
  const int lanes = argc > 7 ? std::atoi(argv[7]) : 0;
  const long sequences = std::atol(argv[1]), length = std::atol(argv[2]);
  const double lam = std::atof(argv[3]);
  const int threads = std::atoi(argv[4]), pairs = std::atoi(argv[5]);
  if (sequences <= 0 || !(lam >= 0 && lam <= 1) || threads <= 0 || pairs <= 0) {
    std::fprintf(stderr, "%s: SEQUENCES, THREADS, PAIRS > 0, 0 <= LAMBDA <= 1\n", argv[0]);
    return 2;
  }
  void* a = ab_make_A(sequences, length, lam, kind, lanes);
  void* b = ab_make_B(sequences, length, lam, kind, lanes);
  if (a == nullptr || b == nullptr) {
    std::fprintf(stderr, "%s: unknown KIND %s\n", argv[0], kind);
    return 2;
  }
  auto time = [](auto run) {
    const auto start = std::chrono::steady_clock::now();
    run();
    return std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start)
        .count();
  };
  std::vector<double> ta, tb, ratio;
  for (int i = 0; i < pairs; ++i) {
    double x, y;
    if (i % 2 == 0) {
      x = time([&] { ab_run_A(a, threads); });
      y = time([&] { ab_run_B(b, threads); });
    } else {
      y = time([&] { ab_run_B(b, threads); });
      x = time([&] { ab_run_A(a, threads); });
    }
    ta.push_back(x), tb.push_back(y), ratio.push_back(y / x);
  }
  const long n = ab_tokens_A(a);
  const bool same = std::memcmp(ab_adv_A(a), ab_adv_B(b), sizeof(float) * n) == 0 &&
                    std::memcmp(ab_ret_A(a), ab_ret_B(b), sizeof(float) * n) == 0;
  auto q = [](std::vector<double> v, double f) {
    std::sort(v.begin(), v.end());
    return v[static_cast<size_t>(f * static_cast<double>(v.size() - 1))];
  };
  std::printf(
      "%ld tokens, %d threads, %d pairs: A %.1f us, B %.1f us (medians); B/A median %.3f, "
      "quartiles %.3f-%.3f; %s, lanes %d: advantages and returns %s\n",
      n, threads, pairs, q(ta, 0.5), q(tb, 0.5), q(ratio, 0.5), q(ratio, 0.25), q(ratio, 0.75),
      kind, lanes, same ? "bitwise equal" : "differ");
  return 0;
}
