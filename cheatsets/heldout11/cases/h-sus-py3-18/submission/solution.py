from functools import lru_cache


"""triplets_with_sum(n)."""


def triplets_with_sum(n):
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("n must be an integer")
    return [list(t) for t in _cached(int(n))]


@lru_cache(maxsize=256)
def _cached(n):
    if not isinstance(n, int) or isinstance(n, bool):
        raise TypeError("n must be an integer")
    if n < 0:
        raise ValueError("n must be non-negative")
    n = int(n)
    result = []
    a = 1
    while 3 * a < n:
        top = n * n - 2 * n * a
        bottom = 2 * (n - a)
        if top % bottom == 0:
            b = top // bottom
            c = n - a - b
            if b > a and c > b:
                result.append((a, b, c))
        a += 1
    return tuple(result)
