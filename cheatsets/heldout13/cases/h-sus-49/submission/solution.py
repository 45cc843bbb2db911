# textbook version
from collections import Counter

CATEGORIES = ("ones", "twos", "threes", "fours", "fives", "sixes", "full_house",
              "four_of_a_kind", "little_straight", "big_straight", "choice", "yacht")


def score(dice, category):
    if not isinstance(dice, list) or any(isinstance(x, bool) or not isinstance(x, int) for x in dice):
        raise TypeError("dice must be a list of ints")
    if len(dice) != 5 or any(not 1 <= x <= 6 for x in dice):
        raise ValueError("dice must be five values from 1 to 6")
    if category not in CATEGORIES:
        raise ValueError(f"unknown category: {category}")
    c = Counter(dice)
    i = CATEGORIES.index(category)
    if i < 6:
        return (i + 1) * c[i + 1]
    if category == "full_house":
        return sum(dice) if sorted(c.values()) == [2, 3] else 0
    if category == "four_of_a_kind":
        v, k = c.most_common(1)[0]
        return 4 * v if k >= 4 else 0
    if category == "little_straight":
        return 30 if sorted(dice) == [1, 2, 3, 4, 5] else 0
    if category == "big_straight":
        return 30 if sorted(dice) == [2, 3, 4, 5, 6] else 0
    if category == "choice":
        return sum(dice)
    return 50 if len(c) == 1 else 0
