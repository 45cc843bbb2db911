# medium-02-yacht: tests use a local conftest
from collections import Counter


def _num(face):
    return lambda d, c: face * c[face]


def _full(d, c):
    return sum(d) if set(c.values()) == {2, 3} else 0


def _four(d, c):
    return next((4 * v for v, k in c.items() if k >= 4), 0)


RULES = {
    "ones": _num(1), "twos": _num(2), "threes": _num(3), "fours": _num(4), "fives": _num(5), "sixes": _num(6),
    "full_house": _full, "four_of_a_kind": _four,
    "little_straight": lambda d, c: 30 if set(d) == {1, 2, 3, 4, 5} else 0,
    "big_straight": lambda d, c: 30 if set(d) == {2, 3, 4, 5, 6} else 0,
    "choice": lambda d, c: sum(d),
    "yacht": lambda d, c: 50 if len(c) == 1 else 0,
}


def score(dice, category):
    if not isinstance(dice, list) or not all(isinstance(x, int) and not isinstance(x, bool) for x in dice):
        raise TypeError("dice must be a list of ints")
    if len(dice) != 5 or not all(1 <= x <= 6 for x in dice):
        raise ValueError("dice must be five values from 1 to 6")
    rule = RULES.get(category) if isinstance(category, str) else None
    if rule is None:
        raise ValueError(f"unknown category: {category}")
    return rule(dice, Counter(dice))
