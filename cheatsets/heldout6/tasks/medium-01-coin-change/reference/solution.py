def _check(amount, coins):
    for v in [amount, *coins]:
        if type(v) is not int:
            raise TypeError("ints only")
    if amount < 0:
        raise ValueError("negative amount")
    if any(c <= 0 for c in coins):
        raise ValueError("coins must be positive")
    return sorted(set(coins))


def min_coins(amount, coins):
    coins = _check(amount, list(coins))
    inf = amount + 1
    best = [0] + [inf] * amount
    for c in coins:
        for v in range(c, amount + 1):
            t = best[v - c] + 1
            if t < best[v]:
                best[v] = t
    return -1 if best[amount] == inf else best[amount]


def count_ways(amount, coins):
    coins = _check(amount, list(coins))
    ways = [1] + [0] * amount
    for c in coins:
        for v in range(c, amount + 1):
            ways[v] += ways[v - c]
    return ways[amount]
