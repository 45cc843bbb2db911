"""Book store: count the greedy groups, then trade (5, 3) pairs for (4, 4)."""
from collections import Counter

BOOK = 800
DISCOUNT_PERCENT = {1: 0, 2: 5, 3: 10, 4: 20, 5: 25}


def group_price(size):
    return size * BOOK * (100 - DISCOUNT_PERCENT[size]) // 100


def total(basket):
    if not isinstance(basket, (list, tuple)):
        raise TypeError("basket: list or tuple")
    if any(isinstance(v, bool) or not isinstance(v, int) for v in basket):
        raise TypeError("basket: ints only")
    if any(v not in DISCOUNT_PERCENT for v in basket):
        raise ValueError("basket: volumes are 1..5")
    remaining = Counter(basket)
    sizes = []
    while remaining:
        sizes.append(len(remaining))
        for v in list(remaining):
            remaining[v] -= 1
            if remaining[v] == 0:
                del remaining[v]
    fives, threes = sizes.count(5), sizes.count(3)
    pairs = min(fives, threes)
    price = sum(group_price(s) for s in sizes)
    return price - pairs * (group_price(5) + group_price(3) - 2 * group_price(4))
