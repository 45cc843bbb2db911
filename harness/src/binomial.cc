#include "agentrl/harness/binomial.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace agentrl::harness {
namespace {

// The continued fraction of the incomplete beta function,
//   I_x(a, b) = x^a (1-x)^b / (a B(a, b)) * 1 / (1 + d1 / (1 + d2 / (1 + ...))),
// with d_{2m} = m (b - m) x / ((a + 2m - 1)(a + 2m)) and
// d_{2m+1} = -(a + m)(a + b + m) x / ((a + 2m)(a + 2m + 1)), evaluated by the modified Lentz
// method (it converges fast for x < (a + 1) / (a + b + 2)). Returns the fraction's value.
double BetaFraction(double a, double b, double x) {
  constexpr double kFloor = 1e-300, kTolerance = 1e-15;
  auto coefficient = [&](int i) {
    const int m = i / 2;
    if (i % 2 == 0) return m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m));
    return -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1));
  };
  auto guard = [&](double v) { return std::abs(v) < kFloor ? kFloor : v; };
  // f = 1 / (1 + d1 / (1 + d2 / ...)): Lentz on b0 = 0, a1 = 1, then a_i = d_{i-1}, b_i = 1.
  double f = kFloor, c = f, d = 0;
  for (int i = 1; i <= 20000; ++i) {
    const double num = i == 1 ? 1.0 : coefficient(i - 1);
    d = 1 / guard(1 + num * d);
    c = guard(1 + num / c);
    const double step = c * d;
    f *= step;
    if (std::abs(step - 1) < kTolerance) break;
  }
  return f;
}

// The p in [0, 1] where the increasing function f crosses `target`.
template <typename F>
double Bisect(F f, double target) {
  double lo = 0, hi = 1;
  for (int i = 0; i < 200 && hi - lo > 1e-12; ++i) {
    const double mid = 0.5 * (lo + hi);
    (f(mid) < target ? lo : hi) = mid;
  }
  return 0.5 * (lo + hi);
}

}  // namespace

double RegularizedIncompleteBeta(double a, double b, double x) {
  if (!(a > 0) || !(b > 0) || std::isnan(x)) return std::numeric_limits<double>::quiet_NaN();
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const double log_front =
      std::lgamma(a + b) - std::lgamma(a) - std::lgamma(b) + a * std::log(x) + b * std::log1p(-x);
  const double front = std::exp(log_front);
  // The fraction converges fast on one side of the mean; the symmetry
  // I_x(a, b) = 1 - I_{1-x}(b, a) covers the other.
  if (x < (a + 1) / (a + b + 2)) return front * BetaFraction(a, b, x) / a;
  return 1 - front * BetaFraction(b, a, 1 - x) / b;
}

BinomialInterval ClopperPearson(int k, int n, double confidence) {
  BinomialInterval ci;
  if (n <= 0) return ci;
  k = std::clamp(k, 0, n);
  const double alpha = 1 - confidence;
  if (k > 0) {
    ci.lo = Bisect([&](double p) { return RegularizedIncompleteBeta(k, n - k + 1, p); }, alpha / 2);
  }
  if (k < n) {
    ci.hi =
        Bisect([&](double p) { return RegularizedIncompleteBeta(k + 1, n - k, p); }, 1 - alpha / 2);
  }
  return ci;
}

}  // namespace agentrl::harness
