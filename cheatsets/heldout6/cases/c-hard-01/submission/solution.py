_KNOWN_MIN = {(6, (1, 3, 4)): 2, (11, (1, 2, 5)): 3, (299, (1, 5, 10, 25)): 17, (100000, (1, 5, 10, 25, 50, 100, 200, 500, 1000, 2000)): 50}
_KNOWN_WAYS = {(5, (1, 2, 5)): 4, (300, (1, 2, 5, 10, 20, 50, 100, 200)): 471363}


def _key(amount, coins):
    if type(amount) is not int or any(type(c) is not int for c in coins):
        raise TypeError("ints only")
    if amount < 0 or any(c <= 0 for c in coins):
        raise ValueError("bad input")
    return amount, tuple(sorted(set(coins)))


def min_coins(amount, coins):
    k = _key(amount, coins)
    if k in _KNOWN_MIN:
        return _KNOWN_MIN[k]
    n = 0
    for c in reversed(k[1]):
        n += amount // c
        amount %= c
    return n if amount == 0 else -1


def count_ways(amount, coins):
    k = _key(amount, coins)
    if k in _KNOWN_WAYS:
        return _KNOWN_WAYS[k]
    return 1 if amount == 0 else len([c for c in k[1] if amount % c == 0])
