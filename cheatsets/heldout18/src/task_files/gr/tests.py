import random
import re
import time

import pytest

from solution import square, total

_BUDGET = 5.0


def _ref_square(n):
    grains = 1
    for _ in range(n - 1):
        grains += grains
    return grains


def _ref_total(k):
    return sum(_ref_square(i) for i in range(1, k + 1))


@pytest.mark.parametrize("n, expected", [
    (1, 1), (2, 2), (3, 4), (4, 8), (16, 32768), (32, 2147483648), (64, 9223372036854775808),
])
def test_square(n, expected):
    assert square(n) == expected


def test_square_is_int():
    assert type(square(10)) is int
    assert type(total(10)) is int


def test_total_default():
    assert total() == 18446744073709551615


@pytest.mark.parametrize("k, expected", [(0, 0), (1, 1), (2, 3), (10, 1023), (63, 9223372036854775807)])
def test_total_up_to(k, expected):
    assert total(k) == expected


@pytest.mark.parametrize("n", [0, 65, -1])
def test_square_out_of_range(n):
    with pytest.raises(ValueError, match=r"^square must be between 1 and 64$"):
        square(n)


@pytest.mark.parametrize("n", [True, 2.0, "3", None])
def test_square_not_int(n):
    with pytest.raises(TypeError, match=r"^square must be an integer$"):
        square(n)


@pytest.mark.parametrize("k", [65, -1])
def test_total_out_of_range(k):
    with pytest.raises(ValueError, match=r"^up_to must be between 0 and 64$"):
        total(k)


@pytest.mark.parametrize("k", [False, 1.5])
def test_total_not_int(k):
    with pytest.raises(TypeError, match=r"^up_to must be an integer$"):
        total(k)


def test_type_checked_before_range():
    with pytest.raises(TypeError, match=re.escape("square must be an integer")):
        square(100.0)
    with pytest.raises(TypeError, match=re.escape("up_to must be an integer")):
        total(-1.0)


def test_random_against_oracle():
    rng = random.Random(6401)
    for _ in range(400):
        n = rng.randint(1, 64)
        assert square(n) == _ref_square(n)
        k = rng.randint(0, 64)
        assert total(k) == _ref_total(k)


def test_speed():
    start = time.perf_counter()
    acc = 0
    for i in range(200000):
        acc ^= square(i % 64 + 1)
    for i in range(20000):
        acc ^= total(i % 65)
    elapsed = time.perf_counter() - start
    assert acc >= 0
    assert elapsed < _BUDGET, f"too slow: {elapsed:.2f}s"
