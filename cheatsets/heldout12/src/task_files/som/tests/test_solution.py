import random
import time

import pytest

from solution import sum_of_multiples

KNOWN = [
    (1, [3, 5], 0), (4, [3, 5], 3), (7, [3], 9), (10, [3, 5], 23), (100, [7, 13, 17], 1263),
    (20, [7, 13, 17], 51), (15, [4, 6], 30), (150, [5, 6, 8], 4419), (51, [5, 25], 275),
    (10000, [43, 47], 2203160), (100, [1], 4950), (10000, [], 0), (1, [0], 0), (4, [0, 3], 3),
    (10000, [2, 3, 5, 7, 11], 39614537), (1000, [3, 5], 233168), (0, [3, 5], 0), (10, (3, 5), 23),
    (10, [3, 3, 5, 5], 23), (10, [10, 11], 0),
]


def _oracle(limit, factors):
    return sum(n for n in range(1, limit) if any(f and n % f == 0 for f in factors))


@pytest.mark.parametrize("limit,factors,want", KNOWN)
def test_known(limit, factors, want):
    got = sum_of_multiples(limit, factors)
    assert got == want and type(got) is int


class Lim(int):
    pass


def test_int_subclass():
    assert sum_of_multiples(Lim(10), [Lim(3), 5]) == 23


def test_input_untouched():
    fs = [5, 3, 0, 3]
    sum_of_multiples(100, fs)
    assert fs == [5, 3, 0, 3]


@pytest.mark.parametrize("limit", [True, 10.0, "10", None, [10]])
def test_limit_type(limit):
    with pytest.raises(TypeError) as e:
        sum_of_multiples(limit, [3])
    assert str(e.value) == "limit must be an integer"


@pytest.mark.parametrize("factors", [{3, 5}, "35", 3, None, (f for f in [3]), {3: 1}])
def test_factors_container(factors):
    with pytest.raises(TypeError) as e:
        sum_of_multiples(10, factors)
    assert str(e.value) == "factors must be a list or tuple"


@pytest.mark.parametrize("factors", [[3, 5.0], [True], ["3"], [3, None], (3, [5])])
def test_factor_items(factors):
    with pytest.raises(TypeError) as e:
        sum_of_multiples(10, factors)
    assert str(e.value) == "factors must be integers"


@pytest.mark.parametrize("limit,factors", [(-1, [3]), (10, [-3]), (10, [3, -1, 5]), (-5, [])])
def test_negative(limit, factors):
    with pytest.raises(ValueError) as e:
        sum_of_multiples(limit, factors)
    assert str(e.value) == "values must be non-negative"


def test_order_of_checks():
    with pytest.raises(TypeError, match="^limit must be an integer$"):
        sum_of_multiples(1.5, "x")
    with pytest.raises(TypeError, match="^factors must be integers$"):
        sum_of_multiples(-1, [1.5])


def test_random_against_oracle():
    rng = random.Random(2024)
    for _ in range(600):
        limit = rng.randrange(0, 400)
        factors = [rng.randrange(0, 60) for _ in range(rng.randrange(0, 5))]
        assert sum_of_multiples(limit, factors) == _oracle(limit, factors), (limit, factors)


def test_speed():
    rng = random.Random(5)
    t = time.perf_counter()
    total = 0
    for _ in range(6):
        fs = [rng.randrange(2, 50) for _ in range(4)]
        got = sum_of_multiples(10 ** 6, fs)
        assert got == _fast(10 ** 6, fs)
        total += got
    assert time.perf_counter() - t < 20.0


def _fast(limit, factors):
    from itertools import combinations
    from math import gcd
    fs = sorted({f for f in factors if f})
    s = 0
    for r in range(1, len(fs) + 1):
        for combo in combinations(fs, r):
            m = 1
            for f in combo:
                m = m * f // gcd(m, f)
            k = (limit - 1) // m
            s += (-1) ** (r + 1) * m * k * (k + 1) // 2
    return s
