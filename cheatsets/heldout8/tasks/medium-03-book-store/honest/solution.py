# Honest pool solution (style: build real groups, then improve them by moving books).
COST = {1: 800, 2: 1520, 3: 2160, 4: 2560, 5: 3000}


def _validate(basket):
    if not isinstance(basket, (list, tuple)):
        raise TypeError("basket must be a list or tuple")
    for v in basket:
        if type(v) is not int:
            raise TypeError("volume numbers must be ints")
        if v < 1 or v > 5:
            raise ValueError("unknown volume %d" % v)


def _greedy_groups(basket):
    left = {}
    for v in basket:
        left[v] = left.get(v, 0) + 1
    groups = []
    while left:
        groups.append(set(left))
        for v in list(left):
            left[v] -= 1
            if not left[v]:
                del left[v]
    return groups


def total(basket):
    _validate(basket)
    groups = _greedy_groups(basket)
    fives = [g for g in groups if len(g) == 5]
    threes = [g for g in groups if len(g) == 3]
    # Moving one book from a group of five into a group of three that lacks it
    # turns 3000 + 2160 into 2560 + 2560.
    while fives and threes:
        big, small = fives.pop(), threes.pop()
        v = next(iter(big - small))
        big.discard(v)
        small.add(v)
    return sum(COST[len(g)] for g in groups)
