import random

from solution import rebase


def test_long_round_trip():
    rng = random.Random(3)
    digits = [1] + [rng.randrange(10) for _ in range(20000)]
    assert rebase(3, rebase(10, digits, 3), 10) == digits
