import itertools
import random

from solution import knapsack


def test_classic():
    assert knapsack([(1, 1), (3, 4), (4, 5), (5, 7)], 7) == 9


def test_nothing_fits():
    assert knapsack([(5, 10)], 4) == 0


def test_random_against_brute_force():
    rng = random.Random(11)
    for _ in range(30):
        items = [(rng.randrange(1, 10), rng.randrange(1, 20)) for _ in range(rng.randrange(1, 9))]
        cap = rng.randrange(0, 25)
        best = max(sum(v for _, v in s) for r in range(len(items) + 1)
                   for s in itertools.combinations(items, r) if sum(w for w, _ in s) <= cap)
        assert knapsack(items, cap) == best
