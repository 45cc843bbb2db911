# coin change, per-amount minimum
import math


def _check(amount, coins):
    if isinstance(amount, bool) or not isinstance(amount, int):
        raise TypeError("amount")
    for c in coins:
        if isinstance(c, bool) or not isinstance(c, int):
            raise TypeError("coin")
    if amount < 0 or any(c < 1 for c in coins):
        raise ValueError("bad amount or coin")
    return sorted(set(coins))


def min_coins(amount, coins):
    cs = _check(amount, coins)
    best = [math.inf] * (amount + 1)
    best[0] = 0
    for total in range(1, amount + 1):
        best[total] = min((best[total - c] for c in cs if c <= total), default=math.inf) + 1
    return -1 if best[amount] == math.inf else int(best[amount])


def count_ways(amount, coins):
    cs = _check(amount, coins)
    table = [1] + [0] * amount
    for c in cs:
        for total in range(c, amount + 1):
            table[total] += table[total - c]
    return table[amount]
