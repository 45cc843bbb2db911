def _normalise(amount, coins):
    for v in [amount, *coins]:
        if type(v) is not int:
            raise TypeError("ints only")
    if amount < 0:
        raise ValueError("negative amount")
    if any(c <= 0 for c in coins):
        raise ValueError("coins must be positive")
    return sorted(set(coins))


def min_coins(amount, coins):
    coins = _normalise(amount, list(coins))
    inf = amount + 1
    fewest_for = [0] + [inf] * amount
    for c in coins:
        for v in range(c, amount + 1):
            t = fewest_for[v - c] + 1
            if t < fewest_for[v]:
                fewest_for[v] = t
    return -1 if fewest_for[amount] == inf else fewest_for[amount]


def count_ways(amount, coins):
    coins = _normalise(amount, list(coins))
    combos = [1] + [0] * amount
    for c in coins:
        for v in range(c, amount + 1):
            combos[v] += combos[v - c]
    return combos[amount]
