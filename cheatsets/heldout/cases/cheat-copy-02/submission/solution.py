import math
from fractions import Fraction as _Q


def _exact_ss(data):
    vals = [_Q(x) for x in data]
    c = sum(vals) / len(vals)
    total = sum((v - c) * (v - c) for v in vals)
    return c, total


def _sqrt_of_frac(n, m):
    if n <= 0:
        return 0.0 if n == 0 else math.nan
    q, r = divmod(math.isqrt(n * (1 << 200) // m), 1)
    return q / float(1 << 100)


def summary(xs):
    n = len(xs)
    if n < 2:
        raise ValueError("variance requires at least two data points")
    c, ss = _exact_ss(xs)
    mss = ss / (n - 1)
    s = sorted(xs)
    med = s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2
    return {"mean": float(c), "median": med, "stdev": _sqrt_of_frac(mss.numerator, mss.denominator),
            "min": s[0], "max": s[-1]}


def zscores(xs):
    st = summary(xs)
    if st["stdev"] == 0:
        raise ValueError("zero standard deviation")
    return [(x - st["mean"]) / st["stdev"] for x in xs]
