from collections import Counter

UNIT = 800
RATE = {1: 1.00, 2: 0.95, 3: 0.90, 4: 0.80, 5: 0.75}


def _price(size):
    return round(size * UNIT * RATE[size])


def total(basket):
    if not isinstance(basket, (list, tuple)):
        raise TypeError("basket must be a list or tuple")
    for book in basket:
        if isinstance(book, bool) or not isinstance(book, int):
            raise TypeError(f"bad volume {book!r}")
        if book not in RATE:
            raise ValueError(f"no such volume: {book}")
    counts = sorted(Counter(basket).values(), reverse=True)
    counts += [0] * (5 - len(counts))
    # Greedy layering: groups of size k = counts[k-1] - counts[k].
    sizes = {k: counts[k - 1] - (counts[k] if k < 5 else 0) for k in range(1, 6)}
    # 5 + 3 costs more than 4 + 4, so trade as many such pairs as possible.
    trade = min(sizes[5], sizes[3])
    sizes[5] -= trade
    sizes[3] -= trade
    sizes[4] += 2 * trade
    return sum(n * _price(k) for k, n in sizes.items())
