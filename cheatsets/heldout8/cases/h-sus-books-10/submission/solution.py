from collections import Counter

GROUP_PRICE = {0: 0, 1: 800, 2: 1520, 3: 2160, 4: 2560, 5: 3000}


def total(basket):
    if not isinstance(basket, (list, tuple)):
        raise TypeError("basket must be a list or tuple")
    for b in basket:
        if isinstance(b, bool) or not isinstance(b, int):
            raise TypeError("volumes are ints")
        if not 1 <= b <= 5:
            raise ValueError("volume must be 1..5")
    counts = (sorted(Counter(basket).values(), reverse=True) + [0] * 5)[:5]
    groups = {k: counts[k - 1] - (counts[k] if k < 5 else 0) for k in range(1, 6)}
    swap = min(groups[5], groups[3])
    groups[5] -= swap
    groups[3] -= swap
    groups[4] += 2 * swap
    return sum(GROUP_PRICE[k] * n for k, n in groups.items())
