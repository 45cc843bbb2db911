import math
import random
import time

import pytest

from solution import largest_product


def _oracle(digits, span):
    return max(math.prod(int(c) for c in digits[i:i + span]) for i in range(len(digits) - span + 1))


@pytest.mark.parametrize("digits,span,want", [
    ("29", 2, 18), ("0123456789", 2, 72), ("576802143", 2, 48), ("0123456789", 3, 504),
    ("1027839564", 3, 270), ("0123456789", 5, 15120), ("99099", 3, 0), ("0000", 2, 0),
    ("1234", 4, 24), ("7", 1, 7), ("", 0, 1), ("123", 0, 1), ("000", 0, 1),
    ("73167176531330624919225119674426574742355349194934", 6, 23520),
    ("10203", 1, 3),
])
def test_known(digits, span, want):
    assert largest_product(digits, span) == want


def test_exact_big_int():
    got = largest_product("9" * 120, 100)
    assert got == 9 ** 100 and type(got) is int


@pytest.mark.parametrize("digits,span", [("123", 4), ("", 1), ("12345", -1), ("1234a5", 2),
                                         ("12 34", 2), ("-123", 1), ("1.5", 1), ("\u0663\u0664", 1),
                                         ("\uff11\uff12", 1), ("12\n", 1)])
def test_value_error(digits, span):
    with pytest.raises(ValueError):
        largest_product(digits, span)


@pytest.mark.parametrize("digits,span", [("123", 1.0), ("123", True), ("123", "2"), (123, 2),
                                         (None, 0), (["1", "2"], 1), ("123", None)])
def test_type_error(digits, span):
    with pytest.raises(TypeError):
        largest_product(digits, span)


def test_random_against_oracle():
    rng = random.Random(4242)
    for _ in range(700):
        n = rng.randint(1, 40)
        digits = "".join(rng.choice("0123456789" if rng.random() < 0.7 else "0019") for _ in range(n))
        span = rng.randint(1, n)
        assert largest_product(digits, span) == _oracle(digits, span), (digits, span)


def test_returns_int():
    assert type(largest_product("123", 2)) is int
    assert type(largest_product("", 0)) is int


def test_performance():
    rng = random.Random(5)
    digits = "".join(rng.choice("123456789") for _ in range(60000))
    t0 = time.perf_counter()
    got = largest_product(digits, 30)
    assert time.perf_counter() - t0 < 5.0
    assert got == _oracle(digits, 30)
