// Which SIMD paths of the fast CPU estimators this build compiles. AVX2 and FMA (eight-lane
// blocks) come from the build's -march; sixteen-lane AVX-512 blocks are compiled with GCC
// whatever the -march (#pragma GCC target) and used only where the CPU has them (CpuSimdLanes).
// Also MulAdd, the one rounding of a·b + c that every scan step uses.
//
// Internal linkage (an unnamed namespace) on purpose: only the CPU estimators' .cc files include
// this, and it keeps GCC's interprocedural choices (inlining, constant propagation) the same as
// when the fast path was one translation unit.
#pragma once

#include <cmath>

#if defined(__AVX2__) && defined(__FMA__)
#include <immintrin.h>
#define AGENTRL_SIMD_SCAN 1
// Sixteen-lane blocks are compiled for AVX-512 (F, BW, VL, DQ) whatever the build's -march, and
// used when the CPU has it (CpuSimdLanes).
#if defined(__GNUC__) && !defined(__clang__)
#define AGENTRL_SIMD_SCAN16 1
#endif
#endif

namespace agentrl::kernels::cpu {
namespace {

// a·b + c in one rounding where the target has FMA (the scan's critical path), else plainly.
// Explicit because ISO C++ mode keeps GCC from contracting a·b + c on its own.
inline double MulAdd(double a, double b, double c) {
#if defined(__FMA__)
  return std::fma(a, b, c);
#else
  return a * b + c;
#endif
}

}  // namespace
}  // namespace agentrl::kernels::cpu
