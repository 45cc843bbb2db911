// Running mean and variance of the trainable outputs, for masked whitening (estimators.h).
// Moments accumulates one work item around a shift; MergedMoments merges items in item order
// (Chan's formula), so the statistics do not depend on the thread count.
#pragma once

#include <algorithm>
#include <cmath>

#include "agentrl/kernels/estimators.h"

namespace agentrl::kernels::cpu {

// Mean and sum of squared deviations of the trainable outputs, accumulated around a shift
// (the first value) and merged with Chan's formula in item order.
struct Moments {
  double n = 0, shift = 0, s = 0, q = 0;
  void Add(double x) {
    if (n == 0) shift = x;
    const double d = x - shift;
    n += 1, s += d, q += d * d;
  }
  // A value already added, old_x, became new_x (a fix-up moved it).
  void Replace(double old_x, double new_x) {
    const double o = old_x - shift, w = new_x - shift;
    s += w - o, q += (w - o) * (w + o);
  }
};

struct MergedMoments {
  double n = 0, mean = 0, m2 = 0;
  void Merge(const Moments& m) {
    if (m.n == 0) return;
    const double mean_b = m.shift + m.s / m.n, m2_b = std::max(0.0, m.q - m.s * m.s / m.n);
    const double total = n + m.n, delta = mean_b - mean;
    mean += delta * m.n / total;
    m2 += m2_b + delta * delta * n * m.n / total;
    n = total;
  }
  // x -> (x - shift) * scale implements masked whitening (see estimators.h).
  double scale() const { return n >= 2 ? 1.0 / std::sqrt(m2 / (n - 1) + kWhitenEpsilon) : 1.0; }
};


}  // namespace agentrl::kernels::cpu
