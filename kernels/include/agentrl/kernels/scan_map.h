// The returns/GAE recurrence as an associative operator: the scan element of the CUDA
// estimators (kernels/src/estimators_cuda.cu), their CPU twin (cuda_twin.h) and any other scan of
// the same recurrence (the GPU benchmark's CUB baseline, bench/gpu/advantages_gpu.cu). Host and
// device code: plain C++ when not compiled by nvcc. Every multiply-add is written as an explicit
// fma (nvcc contracts a·b + c by default, a host compiler may not), so a host replay can
// reproduce the device's bits.
//
// The scan element is an affine map of the carried state x = (a, a_c, nv):
//   a'  = (1 − ea)·a  + qa·nv + ua      (advantage, or return)
//   ac' = (1 − ec)·ac + qc·nv + uc      (critic-λ advantage, or trainable count)
//   nv' = s·nv + w                      (value of the next trainable token)
// The decay coefficients are stored as their distance from 1 (ea = 1 − γλ), not as γλ. With
// VAPO's λ = 1 − 1/(α·l) a 1M-token sequence has 1 − γλ ≈ 4.8e-5, which an fp32 γλ holds only
// to ~6e-4 relative (its spacing just below 1 is 6e-8); that error sets the effective horizon
// and measured 2.2e-4 relative L2 on an H200 (bench/results/gpu/README.md). As a complement it
// keeps fp32's full relative precision, is computed in fp64 from the parameters, and products
// compose as 1 − (1 − eL)(1 − eR) = eL + eR·(1 − eL), exact at the identity (e = 0) and at a
// reset (e = 1).
#pragma once

#include <cmath>

#if defined(__CUDACC__)
#define AGENTRL_HD __host__ __device__ __forceinline__
#else
#define AGENTRL_HD inline
#endif

namespace agentrl::kernels::scan {

struct Map {
  float ea, qa, ua, ec, qc, uc, s, w;
};
struct State {
  float a, ac, nv;
};

AGENTRL_HD Map Identity() { return {0.f, 0.f, 0.f, 0.f, 0.f, 0.f, 1.f, 0.f}; }

// (1 − e)·x in one rounding.
AGENTRL_HD float Decay(float e, float x) { return fmaf(-e, x, x); }

// For a scan whose maps all hold c == a (Shape::second says which): the c part as a copy of
// the a part, the same bits as computing it.
AGENTRL_HD void CopyFirstIntoSecond(Map& m) { m.ec = m.ea, m.qc = m.qa, m.uc = m.ua; }

// L∘R: R (the tokens to the right, visited first) then L. kSecond = false: the c part is
// copied (CopyFirstIntoSecond).
template <bool kSecond = true>
AGENTRL_HD Map Compose(const Map& L, const Map& R) {
  Map o;
  o.ea = fmaf(R.ea, 1.f - L.ea, L.ea);
  o.qa = fmaf(L.qa, R.s, Decay(L.ea, R.qa));
  o.ua = Decay(L.ea, R.ua) + fmaf(L.qa, R.w, L.ua);
  if constexpr (kSecond) {
    o.ec = fmaf(R.ec, 1.f - L.ec, L.ec);
    o.qc = fmaf(L.qc, R.s, Decay(L.ec, R.qc));
    o.uc = Decay(L.ec, R.uc) + fmaf(L.qc, R.w, L.uc);
  } else {
    CopyFirstIntoSecond(o);
  }
  o.s = L.s * R.s;
  o.w = fmaf(L.s, R.w, L.w);
  return o;
}

template <bool kSecond = true>
AGENTRL_HD State Apply(const Map& m, const State& x) {
  const float a = Decay(m.ea, x.a) + fmaf(m.qa, x.nv, m.ua);
  return {a, kSecond ? Decay(m.ec, x.ac) + fmaf(m.qc, x.nv, m.uc) : a, fmaf(m.s, x.nv, m.w)};
}

// A map that starts with a sequence's reset (x := (0, 0, Boot)): its result does not depend
// on the state it is applied to. Compose leaves exactly these values after a reset: 1 − eL
// rounded plus eL rounds back to 1 for eL in [0, 1], and the products with R's zeros are ±0.
AGENTRL_HD bool IsReset(const Map& m) {
  return m.ea == 1.f && m.ec == 1.f && m.qa == 0.f && m.qc == 0.f && m.s == 0.f;
}

}  // namespace agentrl::kernels::scan
