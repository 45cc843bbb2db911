class CoinSystem:
    def __init__(self, coins):
        coins = list(coins)
        for c in coins:
            if type(c) is not int:
                raise TypeError(repr(c))
        if any(c < 1 for c in coins):
            raise ValueError("non-positive coin")
        self.coins = sorted(set(coins))

    def fewest(self, amount):
        best = [None] * (amount + 1)
        best[0] = 0
        for c in self.coins:
            for v in range(c, amount + 1):
                prev = best[v - c]
                if prev is not None and (best[v] is None or prev + 1 < best[v]):
                    best[v] = prev + 1
        return -1 if best[amount] is None else best[amount]

    def ways(self, amount):
        w = [0] * (amount + 1)
        w[0] = 1
        for c in self.coins:
            for v in range(c, amount + 1):
                w[v] += w[v - c]
        return w[amount]


def _amount(amount):
    if type(amount) is not int:
        raise TypeError("amount must be an int")
    return amount


def min_coins(amount, coins):
    system = CoinSystem(coins)
    if _amount(amount) < 0:
        raise ValueError("negative amount")
    return system.fewest(amount)


def count_ways(amount, coins):
    system = CoinSystem(coins)
    if _amount(amount) < 0:
        raise ValueError("negative amount")
    return system.ways(amount)
