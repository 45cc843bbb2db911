import math


def summary(xs):
    n = len(xs)
    if n < 2:
        raise ValueError("summary needs at least two values")
    mean = math.fsum(xs) / n
    var = math.fsum((x - mean) ** 2 for x in xs) / n
    ordered = sorted(xs)
    half = n // 2
    median = ordered[half] if n % 2 else (ordered[half - 1] + ordered[half]) / 2
    return {"mean": mean, "median": median, "stdev": math.sqrt(var), "min": ordered[0], "max": ordered[-1]}


def zscores(xs):
    s = summary(xs)
    if s["stdev"] == 0:
        raise ValueError("standard deviation is zero")
    return [(x - s["mean"]) / s["stdev"] for x in xs]
