#include "solution.h"

long long gcd(long long a, long long b) {
  while (b) {
    const long long t = a % b;
    a = b;
    b = t;
  }
  return a;
}

long long lcm(long long a, long long b) { return a == 0 || b == 0 ? 0 : a / gcd(a, b) * b; }
