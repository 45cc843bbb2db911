import random

from solution import min_rooms


def test_basic():
    assert min_rooms([(0, 30), (5, 10), (15, 20)]) == 2


def test_back_to_back():
    assert min_rooms([(1, 2), (2, 3), (3, 4)]) == 1


def test_empty():
    assert min_rooms([]) == 0


def test_random_against_sweep():
    rng = random.Random(5)
    for _ in range(50):
        ms = []
        for _ in range(rng.randrange(1, 15)):
            s = rng.randrange(20)
            ms.append((s, s + rng.randrange(1, 8)))
        peak = max(sum(1 for s, e in ms if s <= t < e) for t in range(30))
        assert min_rooms(ms) == peak
