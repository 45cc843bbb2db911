#pragma once

long long gcd(long long a, long long b);
long long lcm(long long a, long long b);
