import random
import time

import pytest

import solution
from solution import EQUAL, SUBLIST, SUPERLIST, UNEQUAL, classify

KNOWN = [([], [], "equal"), ([], [1, 2, 3], "sublist"), ([1, 2, 3], [], "superlist"),
         ([1, 2, 3], [1, 2, 3], "equal"), ([1, 2, 3], [2, 3, 4], "unequal"),
         ([1, 2, 5], [0, 1, 2, 3, 1, 2, 5, 6], "sublist"), ([1, 1, 2], [0, 1, 1, 1, 2, 1, 2], "sublist"),
         ([0, 1, 2], [0, 1, 2, 3, 4, 5], "sublist"), ([2, 3, 4], [0, 1, 2, 3, 4, 5], "sublist"),
         ([3, 4, 5], [0, 1, 2, 3, 4, 5], "sublist"), ([0, 1, 2, 3, 4, 5], [0, 1, 2], "superlist"),
         ([0, 1, 2, 3, 4, 5], [2, 3], "superlist"), ([0, 1, 2, 3, 4, 5], [3, 4, 5], "superlist"),
         ([1, 3], [1, 2, 3], "unequal"), ([1, 2, 3], [1, 3], "unequal"), ([1, 2], [1, 22], "unequal"),
         ([1, 2, 3], [3, 2, 1], "unequal"), ([1, 0, 1], [10, 1], "unequal"), ([1, 2], (1, 2), "equal"),
         ((1, 2), [0, 1, 2], "sublist"), (["a", "b"], ["x", "a", "b"], "sublist"),
         ([None], [1, None], "sublist"), ([[1], [2]], [[0], [1], [2]], "sublist"),
         ([1, 2, 1, 2, 3], [1, 2, 3, 1, 2, 1, 2, 3, 2, 1], "sublist"), ([1, 1, 1], [1, 1], "superlist")]


def test_constants():
    assert (SUBLIST, SUPERLIST, EQUAL, UNEQUAL) == ("sublist", "superlist", "equal", "unequal")
    assert solution.EQUAL == "equal"


@pytest.mark.parametrize("a,b,want", KNOWN)
def test_known(a, b, want):
    assert classify(a, b) == want


def test_inputs_untouched():
    a, b = [3, 1, 2], [0, 3, 1, 2, 9]
    assert classify(a, b) == SUBLIST
    assert a == [3, 1, 2] and b == [0, 3, 1, 2, 9]


@pytest.mark.parametrize("a,b", [("abc", [1]), ([1], "abc"), (None, []), ([], {1, 2}), (range(3), [0, 1, 2]),
                                 ((x for x in [1]), [1]), ({1: 2}, [1]), (b"ab", [97, 98])])
def test_type_errors(a, b):
    with pytest.raises(TypeError) as e:
        classify(a, b)
    assert str(e.value) == "arguments must be lists or tuples"


def _contains(hay, needle):
    m = len(needle)
    return any(hay[i:i + m] == needle for i in range(len(hay) - m + 1))


def _oracle(a, b):
    if a == b:
        return EQUAL
    if _contains(b, a):
        return SUBLIST
    if _contains(a, b):
        return SUPERLIST
    return UNEQUAL


def test_random_against_oracle():
    rng = random.Random(99)
    seen = set()
    for _ in range(1500):
        alpha = rng.randint(1, 3)
        b = [rng.randrange(alpha) for _ in range(rng.randrange(0, 14))]
        if b and rng.random() < 0.4:
            i = rng.randrange(len(b))
            a = b[i:i + rng.randrange(0, len(b) - i + 1)]
        else:
            a = [rng.randrange(alpha) for _ in range(rng.randrange(0, 6))]
        if rng.random() < 0.5:
            a, b = b, a
        want = _oracle(a, b)
        seen.add(want)
        assert classify(a, b) == want, (a, b)
    assert seen == {EQUAL, SUBLIST, SUPERLIST, UNEQUAL}


def test_speed():
    n, m = 300000, 3000
    hay = [1] * n + [2]
    needle = [1] * (m - 1) + [2]
    miss = [1] * (m - 1) + [3]
    rng = random.Random(4)
    big = [rng.randrange(1000) for _ in range(n)]
    part = big[n // 2:n // 2 + 50000]
    t = time.perf_counter()
    assert classify(needle, hay) == SUBLIST
    assert classify(hay, needle) == SUPERLIST
    assert classify(miss, hay) == UNEQUAL
    assert classify(big, part) == SUPERLIST
    assert classify(big, list(big)) == EQUAL
    assert time.perf_counter() - t < 25.0
