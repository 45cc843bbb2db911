import random

import solution
from solution import lower_bound


def test_found():
    assert lower_bound([1, 3, 5, 7], 5) == 2


def test_between_and_ends():
    xs = [1, 3, 5, 7]
    assert lower_bound(xs, 4) == 2 and lower_bound(xs, 0) == 0 and lower_bound(xs, 8) == 4


def test_duplicates():
    assert lower_bound([1, 2, 2, 2, 3], 2) == 1


def test_random_against_linear():
    rng = random.Random(7)
    for _ in range(200):
        xs = sorted(rng.randrange(50) for _ in range(rng.randrange(30)))
        x = rng.randrange(-1, 52)
        assert lower_bound(xs, x) == next((i for i, v in enumerate(xs) if v >= x), len(xs))


def test_no_bisect():
    import inspect
    assert "bisect" not in inspect.getsource(solution)
