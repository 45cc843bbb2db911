import random

import pytest

from solution import window_max


def test_small():
    assert window_max([5, 4, 6], 2) == [5, 6]


@pytest.mark.slow
def test_many_random():
    rng = random.Random(3)
    for _ in range(2000):
        xs = [rng.randint(0, 9) for _ in range(rng.randint(1, 15))]
        k = rng.randint(1, len(xs))
        assert window_max(xs, k) == [max(xs[i:i + k]) for i in range(len(xs) - k + 1)]
