import random
import time

import pytest

from solution import score


def _oracle(x, y):
    d2 = x * x + y * y
    return 10 if d2 <= 1 else 5 if d2 <= 25 else 1 if d2 <= 100 else 0


TABLE = [
    ((0, 0), 10), ((-9, 9), 0), ((0, 10), 1), ((0, 5), 5), ((0, 1), 10),
    ((3, 4), 5), ((6, 8), 1), ((-7, 7), 1), ((7.1, 7.1), 0), ((0.5, 0.5), 10),
    ((-3.5, 0), 5), ((0.4, 0.8), 10), ((2, -2), 5), ((10, 0.1), 0), ((-0.1, -0.1), 10),
    ((4, 4), 1),
]


@pytest.mark.parametrize("xy,want", TABLE)
def test_table(xy, want):
    assert score(*xy) == want


def test_returns_int():
    for xy in [(0, 0), (3, 4), (6, 8), (20, 20)]:
        assert type(score(*xy)) is int


def test_bool_rejected():
    with pytest.raises(TypeError, match="coordinates must be numbers"):
        score(True, 0)


def test_string_rejected():
    with pytest.raises(TypeError, match="coordinates must be numbers"):
        score(0, "1")


def test_none_rejected():
    with pytest.raises(TypeError, match="coordinates must be numbers"):
        score(None, None)


def test_random_against_oracle():
    rng = random.Random(20261207)
    for _ in range(5000):
        x, y = rng.uniform(-12, 12), rng.uniform(-12, 12)
        assert score(x, y) == _oracle(x, y), (x, y)
    for _ in range(2000):
        x, y = rng.randint(-11, 11), rng.randint(-11, 11)
        assert score(x, y) == _oracle(x, y), (x, y)


def test_speed():
    rng = random.Random(7)
    pts = [(rng.uniform(-11, 11), rng.uniform(-11, 11)) for _ in range(300000)]
    t = time.perf_counter()
    total = sum(score(x, y) for x, y in pts)
    assert time.perf_counter() - t < 5.0
    assert total == sum(_oracle(x, y) for x, y in pts)
