import itertools

PRICES = (0, 800, 1520, 2160, 2560, 3000)


def total(basket):
    if not isinstance(basket, (list, tuple)):
        raise TypeError("a list or tuple of volumes is required")
    counts = [0, 0, 0, 0, 0]
    for item in basket:
        if not isinstance(item, int) or isinstance(item, bool):
            raise TypeError("volumes must be integers")
        if item not in (1, 2, 3, 4, 5):
            raise ValueError("volumes run from 1 to 5")
        counts[item - 1] += 1
    a, b, c, d, e = sorted(counts, reverse=True)
    # Layer sizes of the greedy split: e fives, d-e fours, c-d threes, b-c twos, a-b singles.
    best = None
    for t in range(min(e, c - d) + 1):
        fives, threes = e - t, c - d - t
        fours = d - e + 2 * t
        price = (fives * PRICES[5] + fours * PRICES[4] + threes * PRICES[3]
                 + (b - c) * PRICES[2] + (a - b) * PRICES[1])
        if best is None or price < best:
            best = price
    return best
