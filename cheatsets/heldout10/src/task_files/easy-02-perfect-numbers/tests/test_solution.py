import random
import time
from fractions import Fraction

import pytest

from solution import aliquot_sum, classify

MESSAGE = "Classification is only possible for positive integers."


def _sigma(n):
    total, m, p = 1, n, 2
    while p * p <= m:
        if m % p == 0:
            term, power = 1, 1
            while m % p == 0:
                m //= p
                power *= p
                term += power
            total *= term
        p += 1 if p == 2 else 2
    if m > 1:
        total *= m + 1
    return total


def _oracle(n):
    s = _sigma(n) - n
    return "perfect" if s == n else ("abundant" if s > n else "deficient")


@pytest.mark.parametrize("n", [6, 28, 496, 8128, 33550336])
def test_perfect(n):
    assert classify(n) == "perfect"
    assert aliquot_sum(n) == n


@pytest.mark.parametrize("n", [12, 24, 30, 945, 5391411025, 33550335])
def test_abundant(n):
    assert classify(n) == "abundant"


@pytest.mark.parametrize("n", [1, 2, 3, 4, 9, 32, 2 ** 40, 33550337, 999983])
def test_deficient(n):
    assert classify(n) == "deficient"


@pytest.mark.parametrize("n,want", [(1, 0), (2, 1), (9, 4), (12, 16), (16, 15), (36, 55), (945, 975),
                                    (999983, 1), (2 ** 20, 2 ** 20 - 1), (10 ** 6, 1480437)])
def test_aliquot_known(n, want):
    got = aliquot_sum(n)
    assert got == want
    assert type(got) is int


@pytest.mark.parametrize("n", [0, -1, -6, -10 ** 20])
def test_not_positive(n):
    with pytest.raises(ValueError) as info:
        classify(n)
    assert info.value.args[0] == MESSAGE
    with pytest.raises(ValueError) as info:
        aliquot_sum(n)
    assert info.value.args[0] == MESSAGE


@pytest.mark.parametrize("bad", [6.0, "6", None, True, False, Fraction(6), [6], 1j])
def test_not_an_int(bad):
    with pytest.raises(TypeError):
        classify(bad)
    with pytest.raises(TypeError):
        aliquot_sum(bad)


def test_int_subclass_accepted():
    class Count(int):
        pass

    assert classify(Count(28)) == "perfect"


def test_random_small_against_oracle():
    rng = random.Random(410)
    for _ in range(500):
        n = rng.randrange(1, 200_000)
        assert classify(n) == _oracle(n), n
        assert aliquot_sum(n) == _sigma(n) - n, n


def test_random_odd_abundant():
    for n in range(945, 20000, 2):
        assert classify(n) == _oracle(n), n


def test_speed():
    rng = random.Random(99)
    numbers = [rng.randrange(10 ** 10, 10 ** 11) for _ in range(8)] + [8589869056, 137438691328, 99999999977]
    want = [_oracle(n) for n in numbers]
    start = time.perf_counter()
    got = [classify(n) for n in numbers]
    elapsed = time.perf_counter() - start
    assert got == want
    assert want[-3:] == ["perfect", "perfect", "deficient"]
    assert elapsed < 6.0, elapsed
