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


def total(basket):
    return _greedy(basket)
