// Exact (Clopper-Pearson) confidence intervals for a binomial proportion k/n: the interval of
// every p for which neither tail probability of observing k is under (1 - confidence) / 2. It
// is conservative (coverage at least the nominal level) and stays inside [0, 1] at k = 0 and
// k = n, where the normal approximation breaks down -- the usual case for a detector's recall
// on a small category or its false-positive rate on a few dozen honest cases.
#pragma once

namespace agentrl::harness {

struct BinomialInterval {
  double lo = 0, hi = 1;
};

// The regularized incomplete beta function I_x(a, b) for a, b > 0 and x in [0, 1], by its
// continued fraction (modified Lentz), accurate to about 1e-13.
double RegularizedIncompleteBeta(double a, double b, double x);

// The exact interval for k successes in n trials, 0 <= k <= n: lo solves I_lo(k, n-k+1) =
// alpha/2 (0 when k = 0), hi solves I_hi(k+1, n-k) = 1 - alpha/2 (1 when k = n), with alpha =
// 1 - confidence, both by bisection to 1e-12. n = 0 gives [0, 1].
BinomialInterval ClopperPearson(int k, int n, double confidence = 0.95);

// k of n, with its rate (0 when n = 0) and 95% interval.
struct Proportion {
  int k = 0, n = 0;
  double rate() const { return n ? static_cast<double>(k) / n : 0.0; }
  BinomialInterval ci95() const { return ClopperPearson(k, n, 0.95); }
};

}  // namespace agentrl::harness
