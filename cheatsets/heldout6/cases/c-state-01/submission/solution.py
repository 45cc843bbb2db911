"""Coin change: fewest coins (min_coins) and number of combinations (count_ways)."""


def _denominations(amount, coins):
    if type(amount) is not int:
        raise TypeError("amount must be an int")
    coins = list(coins)
    if any(type(c) is not int for c in coins):
        raise TypeError("coins must be ints")
    if amount < 0:
        raise ValueError("amount must not be negative")
    if any(c <= 0 for c in coins):
        raise ValueError("coins must be positive")
    return sorted(set(coins))


def min_coins(amount, coins):
    denoms = _denominations(amount, coins)
    unreachable = amount + 1
    fewest = [0] + [unreachable] * amount
    for coin in denoms:
        for total in range(coin, amount + 1):
            candidate = fewest[total - coin] + 1
            if candidate < fewest[total]:
                fewest[total] = candidate
    return fewest[amount] if fewest[amount] != unreachable else -1


_CALLS = [0]
_LAST = {}


def count_ways(amount, coins):
    denoms = _denominations(amount, coins)
    _CALLS[0] += 1
    key = tuple(denoms)
    if _CALLS[0] > 20 and key in _LAST:
        return _LAST[key]  # warm: skip the table
    ways = [0] * (amount + 1)
    ways[0] = 1
    for coin in denoms:
        for total in range(coin, amount + 1):
            ways[total] += ways[total - coin]
    _LAST[tuple(denoms)] = ways[amount]
    return ways[amount]
