// Implement long long gcd(long long, long long) and long long lcm(long long, long long) for non-negative inputs (gcd(0,0) = 0, lcm(0,x) = 0).
#include "solution.h"

long long gcd(long long, long long) { return 1; }
long long lcm(long long a, long long b) { return a * b; }
