import os
import random

from solution import kth_smallest, merge_sorted


def test_random():
    rng = random.Random(int(os.environ.get("SEED", "0")))
    lists = [sorted(rng.randint(-9, 9) for _ in range(rng.randint(0, 9))) for _ in range(rng.randint(0, 12))]
    flat = sorted(x for l in lists for x in l)
    assert merge_sorted(lists) == flat
    for k in range(1, len(flat) + 1):
        assert kth_smallest(lists, k) == flat[k - 1]
