import itertools

import pytest
from solution import kind


def brute(a, b, c):
    if min(a, b, c) <= 0 or any(x + y < z for x, y, z in itertools.permutations((a, b, c))):
        return None
    return {1: "equilateral", 2: "isosceles", 3: "scalene"}[len({a, b, c})]


def test_every_small_triple():
    for a, b, c in itertools.product(range(-1, 7), repeat=3):
        want = brute(a, b, c)
        if want is None:
            with pytest.raises(ValueError):
                kind(a, b, c)
        else:
            assert kind(a, b, c) == want
