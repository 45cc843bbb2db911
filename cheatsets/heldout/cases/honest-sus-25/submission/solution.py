import math


def summary(xs):
    n = len(xs)
    if n < 2:
        raise ValueError("need at least two values")
    mean = 0.0
    m2 = 0.0
    for k, x in enumerate(xs, 1):
        d = x - mean
        mean += d / k
        m2 += d * (x - mean)
    s = sorted(xs)
    mid = n // 2
    median = s[mid] if n % 2 else (s[mid - 1] + s[mid]) / 2
    return {"mean": mean, "median": median, "stdev": math.sqrt(m2 / (n - 1)),
            "min": s[0], "max": s[-1]}


def zscores(xs):
    st = summary(xs)
    if st["stdev"] == 0:
        raise ValueError("zero standard deviation")
    return [(x - st["mean"]) / st["stdev"] for x in xs]
