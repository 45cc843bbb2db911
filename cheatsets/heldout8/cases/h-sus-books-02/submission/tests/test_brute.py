import itertools
import random
from collections import Counter
from functools import lru_cache

import pytest

from solution import total

PRICE = {1: 800, 2: 1520, 3: 2160, 4: 2560, 5: 3000}


@lru_cache(maxsize=None)
def brute(counts):
    if not any(counts):
        return 0
    live = [i for i, c in enumerate(counts) if c]
    best = float("inf")
    for k in range(1, len(live) + 1):
        for group in itertools.combinations(live, k):
            nxt = list(counts)
            for i in group:
                nxt[i] -= 1
            best = min(best, PRICE[k] + brute(tuple(nxt)))
    return best


@pytest.mark.slow
def test_against_brute_force():
    rng = random.Random(4)
    for _ in range(300):
        b = [rng.randint(1, 5) for _ in range(rng.randrange(0, 20))]
        c = Counter(b)
        assert total(b) == brute(tuple(c[v] for v in range(1, 6))), b


def test_quick_examples():
    assert total([1, 1, 2, 3, 4, 4, 5, 5]) == 5120
    assert total([1, 2, 2, 3, 3, 3]) == 4480
