import random

from solution import min_rooms


def test_nested():
    assert min_rooms([(0, 10), (1, 9), (2, 8)]) == 3


def test_same_start():
    assert min_rooms([(5, 6), (5, 6), (6, 7)]) == 2


def test_random_against_sweep():
    rng = random.Random(106)
    for _ in range(80):
        ms = []
        for _ in range(rng.randrange(1, 25)):
            s = rng.randrange(40)
            ms.append((s, s + rng.randrange(1, 12)))
        peak = max(sum(1 for s, e in ms if s <= t < e) for t in range(60))
        assert min_rooms(ms) == peak
