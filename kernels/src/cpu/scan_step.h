// The scan estimators' (gae, gae_adaptive, returns) state and per-token step, shared by the
// scalar scan, the SIMD blocks and the fix-up. One scan step is an affine map of the carried
// state (A, A_critic, next value); a piece of a sequence is summarised by the same kind of map
// (Summary), which is what lets long sequences be split across threads.
//
// Internal linkage (an unnamed namespace) on purpose: only the CPU estimators' .cc files include
// this, and it keeps GCC's interprocedural choices (inlining, constant propagation) the same as
// when the fast path was one translation unit.
#pragma once

#include <algorithm>
#include <cstdint>

#include "agentrl/kernels/estimators.h"
#include "isa.h"

namespace agentrl::kernels::cpu {
namespace {

// Carried scan state and its sensitivity to the carry-in (for piece summaries).
struct Carry {
  double a = 0, ac = 0, nv = 0;  // advantage (or return G), critic advantage, next value
};
struct Sensitivity {
  double a_a = 1, a_nv = 0, ac_ac = 1, ac_nv = 0, nv_nv = 1;
};
struct Summary {
  Carry y;  // state out for carry-in 0
  Sensitivity d;
  Carry Apply(const Carry& in) const {
    return {y.a + d.a_a * in.a + d.a_nv * in.nv, y.ac + d.ac_ac * in.ac + d.ac_nv * in.nv,
            y.nv + d.nv_nv * in.nv};
  }
};

struct SeqParams {
  double boot, c, cc;  // bootstrap, γλ (policy), γλ_critic
};

struct ScanArgs {
  const PackedBatchView* b;
  double gamma;
  float* adv;
  float* ret;
  int lanes;  // the widest block scan to use: 16 (AVX-512), 8 (AVX2) or 1 (scalar)
};

// One token as an affine step of the carried advantage, a_t = d_t + c_t·a_{t+1} (critic:
// ac_t = d_t + cc_t·ac_{t+1}). e_t is d_t's coefficient on the carried-in next value nv_in,
// nonzero only at the first trainable token from the right of a piece (carry mode); it feeds
// the piece summaries. v is what the return adds to the advantage (V_t, or m_t·V_t in zero mode).
struct Step {
  double c, cc, d, e, v;
  bool trainable;
};

template <MaskMode kMode, bool kReturns>
struct StepMaker {
  const float* __restrict r;
  const float* __restrict val;
  const uint8_t* __restrict m;
  double gamma, c, cc;
  double nv;      // carry: value of the next trainable token (or the bootstrap)
  double v_next;  // zero: masked value of the next token (or the bootstrap)
  bool seen;      // a trainable token was passed in this scan

  Step operator()(int64_t t) {
    const bool mt = m[t] != 0;
    const double rt = r[t];
    Step s;
    s.trainable = mt;
    s.e = 0;
    if constexpr (kReturns) {
      s.c = s.cc = (kMode == MaskMode::kCarry && !mt) ? 1.0 : gamma;
      s.d = mt ? rt : 0.0;
      s.v = 0;
    } else if constexpr (kMode == MaskMode::kCarry) {
      const double vt = val[t];
      s.c = mt ? c : 1.0;
      s.cc = mt ? cc : 1.0;
      s.d = mt ? MulAdd(gamma, nv, rt - vt) : 0.0;
      s.e = (mt && !seen) ? gamma : 0.0;
      s.v = vt;
      nv = mt ? vt : nv;
    } else {
      const double mv = mt ? static_cast<double>(val[t]) : 0.0;
      s.c = c;
      s.cc = cc;
      s.d = MulAdd(gamma, v_next, (mt ? rt : 0.0) - mv);
      s.v = mv;
      v_next = mv;
    }
    seen = seen || mt;
    return s;
  }
};

// gae_adaptive's λ_i from the sequence's trainable tokens (estimators.h).
inline double AdaptiveLambda(double alpha, int64_t trainable) {
  const double al = alpha * static_cast<double>(trainable);
  if (al <= 0.0) return 0.0;
  return std::clamp(1.0 - 1.0 / al, 0.0, 1.0);
}

}  // namespace
}  // namespace agentrl::kernels::cpu
