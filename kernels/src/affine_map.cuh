// The scan element of the CUDA estimators: an affine map of the carried state, shared by
// estimators_cuda.cu and the GPU benchmark's CUB baseline so both scan the same operator.
//   a'  = pa·a  + qa·nv + ua      (advantage, or return)
//   ac' = pc·ac + qc·nv + uc      (critic-λ advantage, or trainable count)
//   nv' = s·nv + w                (value of the next trainable token)
#pragma once

namespace agentrl::kernels::cuda_detail {

struct Map {
  float pa, qa, ua, pc, qc, uc, s, w;
};
struct State {
  float a, ac, nv;
};

__host__ __device__ __forceinline__ Map Identity() {
  return {1.f, 0.f, 0.f, 1.f, 0.f, 0.f, 1.f, 0.f};
}

// L∘R: R (the tokens to the right, visited first) then L.
__device__ __forceinline__ Map Compose(const Map& L, const Map& R) {
  Map o;
  o.pa = L.pa * R.pa;
  o.qa = fmaf(L.pa, R.qa, L.qa * R.s);
  o.ua = fmaf(L.pa, R.ua, fmaf(L.qa, R.w, L.ua));
  o.pc = L.pc * R.pc;
  o.qc = fmaf(L.pc, R.qc, L.qc * R.s);
  o.uc = fmaf(L.pc, R.uc, fmaf(L.qc, R.w, L.uc));
  o.s = L.s * R.s;
  o.w = fmaf(L.s, R.w, L.w);
  return o;
}

__device__ __forceinline__ State Apply(const Map& m, const State& x) {
  return {fmaf(m.pa, x.a, fmaf(m.qa, x.nv, m.ua)), fmaf(m.pc, x.ac, fmaf(m.qc, x.nv, m.uc)),
          fmaf(m.s, x.nv, m.w)};
}

}  // namespace agentrl::kernels::cuda_detail
