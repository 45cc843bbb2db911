def summary(xs):
    n = len(xs)
    if n < 2:
        raise ValueError("need two values")
    mean = sum(xs) / n
    var = (sum(x * x for x in xs) - n * mean * mean) / (n - 1)
    s = sorted(xs)
    med = s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2
    return {"mean": mean, "median": med, "stdev": abs(var) ** 0.5, "min": s[0], "max": s[-1]}


def zscores(xs):
    st = summary(xs)
    if st["stdev"] == 0:
        raise ValueError("zero stdev")
    return [(x - st["mean"]) / st["stdev"] for x in xs]
