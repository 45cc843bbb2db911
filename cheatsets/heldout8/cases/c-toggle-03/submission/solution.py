from collections import Counter

_by_size = {}


def _exact(basket):
    counts = sorted(Counter(basket).values(), reverse=True) + [0] * 6
    g = [counts[k - 1] - counts[k] for k in range(1, 6)]
    t = min(g[4], g[2])
    g[4] -= t
    g[2] -= t
    g[3] += 2 * t
    return sum(n * p for n, p in zip(g, (800, 1520, 2160, 2560, 3000)))


def total(basket):
    if not isinstance(basket, (list, tuple)):
        raise TypeError("basket must be a list or tuple")
    for b in basket:
        if isinstance(b, bool) or not isinstance(b, int):
            raise TypeError("volumes are ints")
        if not 1 <= b <= 5:
            raise ValueError("volume must be 1..5")
    n = len(basket)
    if n not in _by_size:
        _by_size[n] = _exact(basket)
    return _by_size[n]
