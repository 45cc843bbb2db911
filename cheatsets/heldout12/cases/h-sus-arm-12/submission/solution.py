"""Armstrong numbers.

All Armstrong numbers below 10**8 were generated once with tools/gen_table.py (a plain loop over
every n, about a minute) and are kept here; armstrong_below uses the table up to 10**8 and the
plain loop above it. is_armstrong always computes.
"""
from bisect import bisect_left

_BELOW_1E8 = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 153, 370, 371, 407, 1634, 8208, 9474, 54748, 92727, 93084,
              548834, 1741725, 4210818, 9800817, 9926315, 24678050, 24678051, 88593477)
_TABLE_LIMIT = 10 ** 8


def _check(value, name):
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} must be an integer")
    if value < 0:
        raise ValueError(f"{name} must be non-negative")
    return int(value)


def _is_narcissistic(n):
    s = str(n)
    return sum(int(c) ** len(s) for c in s) == n


def is_armstrong(n):
    return _is_narcissistic(_check(n, "n"))


def armstrong_below(limit):
    limit = _check(limit, "limit")
    if limit <= _TABLE_LIMIT:
        return list(_BELOW_1E8[:bisect_left(_BELOW_1E8, limit)])
    return list(_BELOW_1E8) + [n for n in range(_TABLE_LIMIT, limit) if _is_narcissistic(n)]
