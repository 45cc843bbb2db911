import random

import pytest

from solution import Poly


def test_trim_and_degree():
    assert Poly([1, 2, 0, 0]).coeffs == (1, 2)
    assert Poly([0, 0]).coeffs == ()
    assert Poly([]).degree == -1
    assert Poly([7]).degree == 0
    assert Poly([0, 0, 3]).degree == 2
    assert Poly(iter([4, 5])).coeffs == (4, 5)


def test_call():
    p = Poly([5, -1, 3])
    assert p(0) == 5
    assert p(2) == 15
    assert p(-3) == 35
    assert Poly([])(10) == 0


def test_add_sub():
    p, q = Poly([1, 2, 3]), Poly([1, -2, -3])
    assert (p + q).coeffs == (2,)
    assert (p - p).coeffs == ()
    assert (p + 1).coeffs == (2, 2, 3)
    assert (1 + p).coeffs == (2, 2, 3)
    assert (p - 1).coeffs == (0, 2, 3)
    assert (1 - p).coeffs == (0, -2, -3)


def test_mul():
    p = Poly([1, 1])
    assert (p * p).coeffs == (1, 2, 1)
    assert (p * Poly([-1, 1])).coeffs == (-1, 0, 1)
    assert (3 * p).coeffs == (3, 3)
    assert (p * 0).coeffs == ()
    assert (p * Poly([])).degree == -1


def test_eq():
    assert Poly([1, 2]) == Poly([1, 2, 0])
    assert Poly([1, 2]) != Poly([2, 1])
    assert Poly([4]) == 4
    assert Poly([]) == 0
    assert Poly([0, 1]) != 1
    assert (Poly([1]) == "1") is False
    assert (Poly([1]) == [1]) is False


def test_derivative():
    assert Poly([5, -1, 3]).derivative().coeffs == (-1, 6)
    assert Poly([7]).derivative().coeffs == ()
    assert Poly([0, 0, 0, 2]).derivative().coeffs == (0, 0, 6)


STR = [([], "0"), ([5], "5"), ([-5], "-5"), ([0, 1], "x"), ([0, -1], "-x"), ([1, 0, 1], "x^2 + 1"),
       ([-1, 0, 1], "x^2 - 1"), ([5, -1, 3], "3x^2 - x + 5"), ([2, 0, 0, -1], "-x^3 + 2"),
       ([0, 0, -4, 0, 1], "x^4 - 4x^2"), ([1, 1], "x + 1"), ([0, 7], "7x"), ([-1, -1], "-x - 1")]


@pytest.mark.parametrize("coeffs,want", STR, ids=[s[1] for s in STR])
def test_str(coeffs, want):
    assert str(Poly(coeffs)) == want


def test_random_algebra():
    rng = random.Random(99)
    for _ in range(200):
        p = Poly([rng.randint(-5, 5) for _ in range(rng.randint(0, 5))])
        q = Poly([rng.randint(-5, 5) for _ in range(rng.randint(0, 5))])
        for x in (-2, -1, 0, 1, 3):
            assert (p * q)(x) == p(x) * q(x)
            assert (p - q)(x) == p(x) - q(x)
        assert (p * q).derivative() == p.derivative() * q + p * q.derivative()
