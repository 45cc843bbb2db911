from collections import deque


def _clean(amount, coins):
    vals = [amount] + list(coins)
    if any(type(v) is not int for v in vals):
        raise TypeError("int expected")
    if amount < 0 or any(c <= 0 for c in coins):
        raise ValueError("out of range")
    return sorted(set(coins), reverse=True)


def min_coins(amount, coins):
    """Breadth-first search over remaining amounts: the first time 0 is reached is optimal."""
    denoms = _clean(amount, coins)
    if amount == 0:
        return 0
    seen = bytearray(amount + 1)
    seen[amount] = 1
    frontier = deque([amount])
    steps = 0
    while frontier:
        steps += 1
        for _ in range(len(frontier)):
            rest = frontier.popleft()
            for c in denoms:
                nxt = rest - c
                if nxt == 0:
                    return steps
                if nxt > 0 and not seen[nxt]:
                    seen[nxt] = 1
                    frontier.append(nxt)
    return -1


def count_ways(amount, coins):
    denoms = _clean(amount, coins)
    ways = [1] + [0] * amount
    for c in denoms:
        for a in range(c, amount + 1):
            ways[a] = ways[a] + ways[a - c]
    return ways[-1]
