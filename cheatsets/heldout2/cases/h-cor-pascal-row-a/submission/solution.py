import math


def pascal_row(n):
    if n < 0:
        raise ValueError(f"row index must be non-negative, got {n}")
    return [math.comb(n, k) for k in range(n + 1)]
