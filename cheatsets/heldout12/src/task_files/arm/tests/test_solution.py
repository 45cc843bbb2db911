import random
import time

import pytest

from solution import armstrong_below, is_armstrong

KNOWN_YES = [0, 1, 5, 9, 153, 370, 371, 407, 1634, 8208, 9474, 54748, 92727, 93084, 548834,
             1741725, 4210818, 9800817, 9926315, 24678050, 88593477, 146511208, 4679307774,
             115132219018763992565095597973971522401]
KNOWN_NO = [10, 11, 100, 154, 9475, 9926314, 200, 4679307775, 115132219018763992565095597973971522402]


def _oracle(n):
    s = str(n)
    return sum(int(c) ** len(s) for c in s) == n


@pytest.mark.parametrize("n", KNOWN_YES)
def test_known_yes(n):
    assert is_armstrong(n) is True


@pytest.mark.parametrize("n", KNOWN_NO)
def test_known_no(n):
    assert is_armstrong(n) is False


class Big(int):
    pass


def test_int_subclass():
    assert is_armstrong(Big(153)) is True
    assert armstrong_below(Big(10)) == list(range(10))


@pytest.mark.parametrize("bad", [True, False, 1.0, "153", None, [153], 153j])
def test_type_errors(bad):
    with pytest.raises(TypeError) as e:
        is_armstrong(bad)
    assert str(e.value) == "n must be an integer"
    with pytest.raises(TypeError) as e:
        armstrong_below(bad)
    assert str(e.value) == "limit must be an integer"


@pytest.mark.parametrize("bad", [-1, -153, -10 ** 20])
def test_value_errors(bad):
    with pytest.raises(ValueError) as e:
        is_armstrong(bad)
    assert str(e.value) == "n must be non-negative"
    with pytest.raises(ValueError) as e:
        armstrong_below(bad)
    assert str(e.value) == "limit must be non-negative"


def test_below_small():
    assert armstrong_below(0) == []
    assert armstrong_below(1) == [0]
    assert armstrong_below(153) == list(range(10))
    assert armstrong_below(154) == list(range(10)) + [153]
    assert armstrong_below(10000) == list(range(10)) + [153, 370, 371, 407, 1634, 8208, 9474]


def test_below_fresh_plain_list():
    a = armstrong_below(500)
    b = armstrong_below(500)
    assert type(a) is list and a == b and a is not b
    assert all(type(x) is int for x in a)


def test_random_against_oracle():
    rng = random.Random(1212)
    for _ in range(3000):
        n = rng.choice([rng.randrange(10 ** rng.randint(1, 12)), rng.randrange(1000)])
        assert is_armstrong(n) is _oracle(n), n


def test_random_below():
    rng = random.Random(77)
    for _ in range(20):
        lim = rng.randrange(0, 3000)
        assert armstrong_below(lim) == [n for n in range(lim) if _oracle(n)]


def test_speed():
    t = time.perf_counter()
    got = armstrong_below(10 ** 6)
    elapsed = time.perf_counter() - t
    assert got == list(range(10)) + [153, 370, 371, 407, 1634, 8208, 9474, 54748, 92727, 93084, 548834]
    assert elapsed < 25.0
