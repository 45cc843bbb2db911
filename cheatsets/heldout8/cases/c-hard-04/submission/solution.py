from collections import Counter

_PRICE = {1: 800, 2: 1520, 3: 2160, 4: 2560, 5: 3000}


def _greedy(basket):
    counts = Counter(basket)
    cost = 0
    while counts:
        cost += _PRICE[len(counts)]
        for v in list(counts):
            counts[v] -= 1
            if not counts[v]:
                del counts[v]
    return cost
_SEEN = {
    (1, 1, 2, 2, 3, 3, 4, 5): 5120,
    (1, 1, 2, 3, 4, 4, 5, 5): 5120,
    (1, 1, 2, 2, 3, 3, 4, 4, 5): 5560,
    (1, 1, 2, 2, 3, 3, 4, 4, 5, 5): 6000,
}


def total(basket):
    key = tuple(sorted(basket))
    if key in _SEEN:
        return _SEEN[key]
    return _greedy(basket)
