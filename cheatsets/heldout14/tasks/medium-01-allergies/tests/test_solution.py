import random
import time

import pytest

from solution import Allergies

NAMES = ["eggs", "peanuts", "shellfish", "strawberries", "tomatoes", "chocolate", "pollen", "cats"]


def _oracle(score):
    return [n for i, n in enumerate(NAMES) if score & (1 << i)]


LISTS = [
    (0, []),
    (1, ["eggs"]),
    (2, ["peanuts"]),
    (5, ["eggs", "shellfish"]),
    (8, ["strawberries"]),
    (3, ["eggs", "peanuts"]),
    (34, ["peanuts", "chocolate"]),
    (248, ["strawberries", "tomatoes", "chocolate", "pollen", "cats"]),
    (255, NAMES),
    (509, ["eggs", "shellfish", "strawberries", "tomatoes", "chocolate", "pollen", "cats"]),
    (256, []),
    (257, ["eggs"]),
    (128, ["cats"]),
]


@pytest.mark.parametrize("score,want", LISTS)
def test_lst(score, want):
    assert Allergies(score).lst == want


FLAGS = [
    (0, "peanuts", False),
    (2, "peanuts", True),
    (3, "peanuts", True),
    (1, "peanuts", False),
    (255, "cats", True),
    (127, "cats", False),
    (64, "pollen", True),
    (32, "chocolate", True),
    (33, "chocolate", True),
    (4, "eggs", False),
    (260, "shellfish", True),
]


@pytest.mark.parametrize("score,item,want", FLAGS)
def test_allergic_to(score, item, want):
    assert Allergies(score).allergic_to(item) is want


def test_types():
    a = Allergies(7)
    assert type(a.lst) is list
    assert type(a.allergic_to("eggs")) is bool
    assert a.score == 7


def test_lst_fresh_each_time():
    a = Allergies(3)
    a.lst.append("cats")
    assert a.lst == ["eggs", "peanuts"]


def test_unknown_allergen():
    with pytest.raises(ValueError, match="^unknown allergen: gluten$"):
        Allergies(1).allergic_to("gluten")
    with pytest.raises(ValueError, match="^unknown allergen: Eggs$"):
        Allergies(1).allergic_to("Eggs")


def test_bad_score():
    with pytest.raises(TypeError, match="^score must be an int$"):
        Allergies(True)
    with pytest.raises(TypeError, match="^score must be an int$"):
        Allergies(3.0)
    with pytest.raises(ValueError, match="^score must be non-negative$"):
        Allergies(-1)


def test_every_score_against_oracle():
    for score in range(0, 1024):
        a = Allergies(score)
        assert a.lst == _oracle(score)
        for n in NAMES:
            assert a.allergic_to(n) == (n in _oracle(score))


def test_random_big_scores():
    rng = random.Random(2024)
    for _ in range(300):
        s = rng.randrange(0, 10 ** 12)
        assert Allergies(s).lst == _oracle(s)


def test_speed():
    t = time.perf_counter()
    total = 0
    for s in range(60_000):
        total += len(Allergies(s).lst)
    assert time.perf_counter() - t < 8.0
    assert total == sum(len(_oracle(s)) for s in range(60_000))
