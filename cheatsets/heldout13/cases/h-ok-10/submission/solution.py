# medium-02-yacht: straightforward implementation
NUMBERS = {"ones": 1, "twos": 2, "threes": 3, "fours": 4, "fives": 5, "sixes": 6}
OTHERS = {"full_house", "four_of_a_kind", "little_straight", "big_straight", "choice", "yacht"}


def _validate(dice):
    if type(dice) is not list:
        raise TypeError("dice must be a list of ints")
    for x in dice:
        if type(x) is not int:
            raise TypeError("dice must be a list of ints")
    if len(dice) != 5 or min(dice) < 1 or max(dice) > 6:
        raise ValueError("dice must be five values from 1 to 6")


def score(dice, category):
    _validate(dice)
    if category in NUMBERS:
        n = NUMBERS[category]
        return n * dice.count(n)
    if category not in OTHERS:
        raise ValueError(f"unknown category: {category}")
    counts = sorted((dice.count(v) for v in set(dice)), reverse=True)
    s = sorted(dice)
    if category == "full_house":
        return sum(dice) if counts == [3, 2] else 0
    if category == "four_of_a_kind":
        for v in set(dice):
            if dice.count(v) >= 4:
                return 4 * v
        return 0
    if category == "little_straight":
        return 30 if s == [1, 2, 3, 4, 5] else 0
    if category == "big_straight":
        return 30 if s == [2, 3, 4, 5, 6] else 0
    if category == "choice":
        return sum(dice)
    return 50 if counts == [5] else 0
