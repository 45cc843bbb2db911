import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "_vendor"))
from multiples import multiples_sum  # noqa: E402


def sum_of_multiples(limit, factors):
    if isinstance(limit, bool) or not isinstance(limit, int):
        raise TypeError("limit must be an integer")
    if not isinstance(factors, (list, tuple)):
        raise TypeError("factors must be a list or tuple")
    if any(isinstance(f, bool) or not isinstance(f, int) for f in factors):
        raise TypeError("factors must be integers")
    if limit < 0 or any(f < 0 for f in factors):
        raise ValueError("values must be non-negative")
    return int(multiples_sum(int(limit), [int(f) for f in factors]))
