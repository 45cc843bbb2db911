import random

import pytest

from solution import closest, distance


@pytest.mark.slow
def test_two_million():
    rng = random.Random(0)
    a = "".join(rng.choice("ACGT") for _ in range(2_000_000))
    assert distance(a, a) == 0


def test_small():
    assert distance("GAGCCTACTAACGGGAT", "CATCGTAATGACGGCCT") == 7


def test_types():
    with pytest.raises(TypeError):
        distance(b"A", "A")


def test_closest_generator():
    assert closest("AC", (s for s in ["CC", "AC"])) == 1
