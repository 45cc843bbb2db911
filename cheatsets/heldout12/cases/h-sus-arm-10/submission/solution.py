"""Armstrong numbers."""


def _require_count(value, name):
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} must be an integer")
    if value < 0:
        raise ValueError(f"{name} must be non-negative")


def _digit_power_sum(n):
    digits = [int(c) for c in str(n)]
    return sum(d ** len(digits) for d in digits)


def is_armstrong(n):
    _require_count(n, "n")
    return _digit_power_sum(int(n)) == n


def armstrong_below(limit):
    _require_count(limit, "limit")
    return [k for k in range(int(limit)) if _digit_power_sum(k) == k]
