import random

import pytest

from solution import justify


@pytest.mark.slow
def test_every_line_has_width():
    rng = random.Random(3)
    for _ in range(300):
        width = rng.randint(1, 25)
        words = ["x" * rng.randint(1, width) for _ in range(rng.randint(0, 20))]
        assert all(len(l) == width for l in justify(words, width))


def test_example():
    assert justify(["a", "b", "c", "d"], 5) == ["a b c", "d    "]
