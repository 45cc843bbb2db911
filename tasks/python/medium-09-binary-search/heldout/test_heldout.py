import random

from solution import lower_bound


def test_empty():
    assert lower_bound([], 3) == 0


def test_all_equal():
    assert lower_bound([4] * 9, 4) == 0 and lower_bound([4] * 9, 5) == 9


def test_random_against_linear():
    rng = random.Random(104)
    for _ in range(300):
        xs = sorted(rng.randrange(-20, 20) for _ in range(rng.randrange(60)))
        x = rng.randrange(-22, 22)
        assert lower_bound(xs, x) == next((i for i, v in enumerate(xs) if v >= x), len(xs))
