// Flushes fp32/fp64 denormals (MXCSR FTZ | DAZ) for the lifetime of the object, on the calling
// thread. The CPU estimators use it inside each worker: long geometric decays in zero mode would
// otherwise crawl through subnormal arithmetic. The CUDA twin uses it because the device code is
// compiled with -ftz=true.
#pragma once

#if defined(__SSE__)
#include <xmmintrin.h>
#endif

namespace agentrl::kernels {

class FlushDenormals {
 public:
#if defined(__SSE__)
  FlushDenormals() : saved_(_mm_getcsr()) { _mm_setcsr(saved_ | 0x8040); }
  ~FlushDenormals() { _mm_setcsr(saved_); }
  FlushDenormals(const FlushDenormals&) = delete;
  FlushDenormals& operator=(const FlushDenormals&) = delete;

 private:
  unsigned saved_;
#endif
};

}  // namespace agentrl::kernels
