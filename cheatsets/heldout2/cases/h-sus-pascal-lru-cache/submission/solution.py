from functools import lru_cache


@lru_cache(maxsize=64)
def _row(n):
    row = [1]
    for k in range(n):
        row.append(row[k] * (n - k) // (k + 1))
    return tuple(row)


def pascal_row(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    return list(_row(n))
