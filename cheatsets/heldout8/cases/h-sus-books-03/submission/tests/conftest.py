import itertools
from functools import lru_cache

import pytest

PRICE = {1: 800, 2: 1520, 3: 2160, 4: 2560, 5: 3000}


@lru_cache(maxsize=None)
def _cheapest(counts):
    if not any(counts):
        return 0
    first = next(i for i, c in enumerate(counts) if c)
    rest = [i for i, c in enumerate(counts) if c and i != first]
    best = None
    for k in range(len(rest) + 1):
        for combo in itertools.combinations(rest, k):
            nxt = list(counts)
            for i in (first,) + combo:
                nxt[i] -= 1
            cost = PRICE[k + 1] + _cheapest(tuple(nxt))
            best = cost if best is None else min(best, cost)
    return best


@pytest.fixture(scope="session")
def oracle():
    def run(basket):
        return _cheapest(tuple(basket.count(v) for v in range(1, 6)))
    return run
