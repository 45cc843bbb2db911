import itertools
import random
import time
from collections import Counter

import pytest

from solution import score

CATS = ["ones", "twos", "threes", "fours", "fives", "sixes", "full_house", "four_of_a_kind",
        "little_straight", "big_straight", "choice", "yacht"]


def _oracle(d, cat):
    c = Counter(d)
    if cat in CATS[:6]:
        f = CATS.index(cat) + 1
        return f * c[f]
    if cat == "full_house":
        return sum(d) if sorted(c.values()) == [2, 3] else 0
    if cat == "four_of_a_kind":
        for f, k in c.items():
            if k >= 4:
                return 4 * f
        return 0
    if cat == "little_straight":
        return 30 if sorted(d) == [1, 2, 3, 4, 5] else 0
    if cat == "big_straight":
        return 30 if sorted(d) == [2, 3, 4, 5, 6] else 0
    if cat == "choice":
        return sum(d)
    return 50 if len(c) == 1 else 0


@pytest.mark.parametrize("dice,cat,want", [
    ([5, 5, 5, 5, 5], "yacht", 50), ([1, 3, 3, 2, 5], "yacht", 0), ([3, 3, 3, 3, 3], "ones", 0),
    ([1, 1, 1, 3, 5], "ones", 3), ([2, 3, 4, 5, 6], "twos", 2), ([1, 4, 1, 4, 1], "fours", 8),
    ([3, 3, 3, 3, 3], "fours", 0), ([5, 1, 5, 2, 5], "fives", 15), ([2, 3, 4, 5, 6], "sixes", 6),
    ([2, 2, 4, 4, 4], "full_house", 16), ([5, 3, 3, 5, 3], "full_house", 19), ([2, 2, 4, 4, 5], "full_house", 0),
    ([1, 4, 4, 4, 4], "full_house", 0), ([2, 2, 2, 2, 2], "full_house", 0), ([6, 6, 4, 6, 6], "four_of_a_kind", 24),
    ([3, 3, 3, 3, 3], "four_of_a_kind", 12), ([3, 3, 3, 5, 5], "four_of_a_kind", 0),
    ([3, 5, 4, 1, 2], "little_straight", 30), ([1, 2, 3, 4, 5], "big_straight", 0),
    ([1, 1, 2, 3, 4], "little_straight", 0), ([1, 2, 3, 4, 6], "little_straight", 0),
    ([4, 6, 2, 5, 3], "big_straight", 30), ([6, 5, 4, 3, 3], "big_straight", 0),
    ([3, 3, 5, 6, 6], "choice", 23), ([2, 2, 2, 2, 2], "choice", 10),
])
def test_table(dice, cat, want):
    assert score(dice, cat) == want


@pytest.mark.parametrize("dice", [(1, 2, 3, 4, 5), [1, 2, 3, 4, 5.0], [1, 2, "3", 4, 5], [True, 2, 3, 4, 5], None])
def test_type_error(dice):
    with pytest.raises(TypeError, match=r"^dice must be a list of ints$"):
        score(dice, "choice")


@pytest.mark.parametrize("dice", [[1, 2, 3, 4], [1, 2, 3, 4, 5, 6], [0, 1, 2, 3, 4], [1, 2, 3, 4, 7], []])
def test_value_error_dice(dice):
    with pytest.raises(ValueError, match=r"^dice must be five values from 1 to 6$"):
        score(dice, "choice")


@pytest.mark.parametrize("cat", ["sevens", "Yacht", "", "full house"])
def test_unknown_category(cat):
    with pytest.raises(ValueError, match="^unknown category: " + cat + "$"):
        score([1, 2, 3, 4, 5], cat)


def test_all_rolls_against_oracle():
    for roll in itertools.product(range(1, 7), repeat=5):
        d = list(roll)
        for cat in CATS:
            assert score(d, cat) == _oracle(d, cat), (d, cat)


def test_input_not_mutated():
    d = [6, 1, 6, 1, 6]
    score(d, "full_house")
    assert d == [6, 1, 6, 1, 6]


def test_speed():
    rng = random.Random(1304)
    rolls = [[rng.randint(1, 6) for _ in range(5)] for _ in range(20000)]
    t = time.perf_counter()
    for r in rolls:
        for cat in CATS:
            score(r, cat)
    assert time.perf_counter() - t < 25.0
