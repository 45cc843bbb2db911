import random

from solution import second_largest


def test_against_sorted_set():
    rng = random.Random(0)
    for _ in range(2000):
        xs = [rng.randint(-5, 5) for _ in range(rng.randint(2, 8))]
        if len(set(xs)) >= 2:
            assert second_largest(xs) == sorted(set(xs))[-2]
