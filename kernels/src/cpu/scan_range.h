// The writing scan of one token range of one sequence (ScanRange): SIMD blocks from the right
// end down (simd_avx512.h, simd_avx2.h) where the lanes allow, then two-token and one-token
// scalar blocks. Optionally records the range's affine summary (how its state out depends on
// the carry-in), which the three-phase scan of long sequences needs.
//
// Internal linkage (an unnamed namespace) on purpose: only the CPU estimators' .cc files include
// this, and it keeps GCC's interprocedural choices (inlining, constant propagation) the same as
// when the fast path was one translation unit.
#pragma once

#include <cstdint>
#include <type_traits>

#include "isa.h"
#include "moments.h"
#include "scan_step.h"
#include "simd_avx2.h"
#include "simd_avx512.h"

namespace agentrl::kernels::cpu {
namespace {


// Scans tokens [begin, end) of one sequence right to left from state st, writing adv/ret and
// feeding the trainable advantages to stats. Blocks of kBlock tokens are composed off the
// dependency chain (prefix products of c, prefix sums of d), so the chain through the carried
// advantage is one FMA per block, not one per token.
// kSens: also record in *sens how the state out depends on the carry-in (the piece's summary).
template <MaskMode kMode, bool kReturns, bool kCritic, bool kSens>
void ScanRange(const ScanArgs& args, int64_t begin, int64_t end, int64_t seq_end,
               const SeqParams& sp, Carry& st, Sensitivity* sens, Moments* stats) {
  constexpr int kBlock = 2;
  constexpr int64_t kPrefetchTokens = 512;
  const PackedBatchView& b = *args.b;
  StepMaker<kMode, kReturns> make{
      b.rewards.data(), b.values.data(), b.mask.data(), args.gamma, sp.c, sp.cc, st.nv, 0.0, false};
  if constexpr (kMode == MaskMode::kZero) {
    make.v_next = end < seq_end ? b.mask[end] * static_cast<double>(b.values[end]) : sp.boot;
  }
  float* __restrict adv = args.adv;
  float* __restrict ret = args.ret;
  double a = st.a, ac = st.ac;
  double q = 0, qc = 0, prod = 1, prod_c = 1;  // kSens: coefficients of nv_in and a_in
  auto block = [&](int64_t t_hi, auto n_const) {
    constexpr int n = decltype(n_const)::value;
    // The scan walks memory backwards; prefetch a few cache lines ahead of it.
    if constexpr (n > 1) {
      if ((t_hi & 15) < n) {
        __builtin_prefetch(b.rewards.data() + t_hi - kPrefetchTokens);
        __builtin_prefetch(b.values.data() + t_hi - kPrefetchTokens);
        __builtin_prefetch(b.mask.data() + t_hi - kPrefetchTokens);
        __builtin_prefetch(adv + t_hi - kPrefetchTokens, 1);
        __builtin_prefetch(ret + t_hi - kPrefetchTokens, 1);
      }
    }
    Step s[n];
    for (int k = 0; k < n; ++k) s[k] = make(t_hi - k);
    double cp[n], dp[n], ccp[n], dcp[n];
    cp[0] = s[0].c, dp[0] = s[0].d, ccp[0] = s[0].cc, dcp[0] = s[0].d;
    for (int k = 1; k < n; ++k) {
      cp[k] = s[k].c * cp[k - 1];
      dp[k] = MulAdd(s[k].c, dp[k - 1], s[k].d);
      if constexpr (kCritic)
        ccp[k] = s[k].cc * ccp[k - 1], dcp[k] = MulAdd(s[k].cc, dcp[k - 1], s[k].d);
    }
    if constexpr (kSens) {
      // The nv_in coefficients follow the same recurrence with e in place of d: compose the
      // block off the chain too.
      double ep = s[0].e, ecp = s[0].e;
      for (int k = 1; k < n; ++k) {
        ep = MulAdd(s[k].c, ep, s[k].e);
        if constexpr (kCritic) ecp = MulAdd(s[k].cc, ecp, s[k].e);
      }
      q = MulAdd(cp[n - 1], q, ep);
      if constexpr (kCritic) qc = MulAdd(ccp[n - 1], qc, ecp);
      prod *= cp[n - 1];
      if constexpr (kCritic) prod_c *= ccp[n - 1];
    }
    for (int k = 0; k < n; ++k) {
      const double ak = MulAdd(cp[k], a, dp[k]);
      const double ack = kCritic ? MulAdd(ccp[k], ac, dcp[k]) : ak;
      adv[t_hi - k] = static_cast<float>(ak);
      ret[t_hi - k] = static_cast<float>(ack + s[k].v);
      if (stats && s[k].trainable) stats->Add(ak);
    }
    a = MulAdd(cp[n - 1], a, dp[n - 1]);
    if constexpr (kCritic) ac = MulAdd(ccp[n - 1], ac, dcp[n - 1]);
  };
  int64_t t = end - 1;
#if AGENTRL_SIMD_SCAN
  simd::SummaryCoefficients coef;
#if AGENTRL_SIMD_SCAN16
  if (args.lanes >= 16 && t + 1 - begin >= (kSens ? 16 : 1)) {
    t = simd16::ScanBlocks<kMode, kReturns, kCritic, kSens>(args, begin, t + 1, sp, make, a, ac,
                                                            stats, &coef);
  }
#endif
  if (args.lanes >= 8 && t + 1 - begin >= 8) {
    t = simd::ScanBlocks<kMode, kReturns, kCritic, kSens>(args, begin, t + 1, sp, make, a, ac,
                                                          stats, &coef);
  }
  q = coef.q, qc = coef.qc, prod = coef.prod, prod_c = coef.prod_c;
#endif
  for (; t - (kBlock - 1) >= begin; t -= kBlock) block(t, std::integral_constant<int, kBlock>{});
  for (; t >= begin; --t) block(t, std::integral_constant<int, 1>{});
  if constexpr (kSens) {
    // a_out = a(0) + prod·a_in + q·nv_in; nv_out = nv(0) if a trainable token was seen, else nv_in.
    *sens = {prod, q, prod_c, qc, make.seen ? 0.0 : 1.0};
  }
  st = {a, ac, make.nv};
}

}  // namespace
}  // namespace agentrl::kernels::cpu
