def _validate(amount, coins):
    if isinstance(amount, bool) or not isinstance(amount, int):
        raise TypeError("amount must be int")
    for c in coins:
        if isinstance(c, bool) or not isinstance(c, int):
            raise TypeError("coin must be int")
    if amount < 0:
        raise ValueError("amount must be >= 0")
    for c in coins:
        if c <= 0:
            raise ValueError("coin must be > 0")
    return sorted(set(coins))


def min_coins(amount, coins):
    denoms = _validate(amount, coins)
    INF = float("inf")
    dp = [0] + [INF] * amount
    for a in range(1, amount + 1):
        m = INF
        for c in denoms:
            if c > a:
                break
            if dp[a - c] + 1 < m:
                m = dp[a - c] + 1
        dp[a] = m
    return dp[amount] if dp[amount] != INF else -1


def count_ways(amount, coins):
    denoms = _validate(amount, coins)
    table = [0] * (amount + 1)
    table[0] = 1
    for c in denoms:
        for a in range(c, amount + 1):
            table[a] += table[a - c]
    return table[amount]
