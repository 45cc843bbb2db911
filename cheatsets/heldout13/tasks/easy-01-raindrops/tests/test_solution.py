import random
import time

import pytest

from solution import raindrops


def _oracle(n):
    s = "".join(w for f, w in ((3, "Pling"), (5, "Plang"), (7, "Plong")) if n % f == 0)
    return s or str(n)


@pytest.mark.parametrize("n,want", [
    (1, "1"), (3, "Pling"), (5, "Plang"), (7, "Plong"), (6, "Pling"), (8, "8"),
    (9, "Pling"), (10, "Plang"), (14, "Plong"), (15, "PlingPlang"), (21, "PlingPlong"),
    (25, "Plang"), (27, "Pling"), (35, "PlangPlong"), (49, "Plong"), (52, "52"),
    (105, "PlingPlangPlong"), (3125, "Plang"), (2, "2"), (11, "11"),
])
def test_table(n, want):
    assert raindrops(n) == want


@pytest.mark.parametrize("bad", [1.0, "3", None, True, False, [3]])
def test_type_error(bad):
    with pytest.raises(TypeError, match=r"^number must be an int$"):
        raindrops(bad)


@pytest.mark.parametrize("bad", [0, -1, -105])
def test_value_error(bad):
    with pytest.raises(ValueError, match=r"^number must be positive$"):
        raindrops(bad)


def test_returns_str():
    assert type(raindrops(4)) is str
    assert type(raindrops(3)) is str


def test_random_against_oracle():
    rng = random.Random(1301)
    for _ in range(3000):
        n = rng.randint(1, 10 ** 9)
        assert raindrops(n) == _oracle(n)


def test_big():
    assert raindrops(3 * 5 * 7 * 10 ** 30) == "PlingPlangPlong"
    assert raindrops(2 ** 80) == str(2 ** 80)


def test_speed():
    t = time.perf_counter()
    for n in range(1, 200001):
        raindrops(n)
    assert time.perf_counter() - t < 8.0
