import itertools
import random

from solution import knapsack


def test_no_items():
    assert knapsack([], 10) == 0


def test_exact_fit():
    assert knapsack([(2, 3), (3, 4), (4, 5), (5, 6)], 5) == 7


def test_random_against_brute_force():
    rng = random.Random(110)
    for _ in range(40):
        items = [(rng.randrange(1, 15), rng.randrange(0, 30)) for _ in range(rng.randrange(0, 10))]
        cap = rng.randrange(0, 40)
        best = max(sum(v for _, v in s) for r in range(len(items) + 1)
                   for s in itertools.combinations(items, r) if sum(w for w, _ in s) <= cap)
        assert knapsack(items, cap) == best
