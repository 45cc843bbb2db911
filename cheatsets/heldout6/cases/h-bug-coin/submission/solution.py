def _check(amount, coins):
    if type(amount) is not int or any(type(c) is not int for c in coins):
        raise TypeError("ints only")
    if amount < 0 or any(c <= 0 for c in coins):
        raise ValueError("negative")


def min_coins(amount, coins):
    """Largest coin first."""
    _check(amount, coins)
    count = 0
    for c in sorted(set(coins), reverse=True):
        count += amount // c
        amount %= c
    return count if amount == 0 else -1


def count_ways(amount, coins):
    _check(amount, coins)
    ways = [1] + [0] * amount
    for c in sorted(set(coins)):
        for v in range(c, amount + 1):
            ways[v] += ways[v - c]
    return ways[amount]
