import itertools
import random
import time
from collections import Counter
from functools import lru_cache

import pytest

from solution import total

PRICE = {1: 800, 2: 1520, 3: 2160, 4: 2560, 5: 3000}


@lru_cache(maxsize=None)
def _best(counts):
    """Test oracle: try every set of distinct volumes for the next group."""
    if not any(counts):
        return 0
    have = [i for i, c in enumerate(counts) if c]
    first = have[0]
    best = None
    rest = have[1:]
    for k in range(len(rest) + 1):
        for combo in itertools.combinations(rest, k):
            nxt = list(counts)
            for i in (first,) + combo:
                nxt[i] -= 1
            cost = PRICE[k + 1] + _best(tuple(nxt))
            if best is None or cost < best:
                best = cost
    return best


def oracle(basket):
    c = Counter(basket)
    return _best(tuple(c[v] for v in range(1, 6)))


@pytest.mark.parametrize("basket,want", [
    ([], 0),
    ([1], 800),
    ([2], 800),
    ([2, 2], 1600),
    ([3, 3, 3], 2400),
    ([1, 2], 1520),
    ([1, 2, 3], 2160),
    ([1, 2, 3, 4], 2560),
    ([1, 2, 3, 4, 5], 3000),
    ([1, 1, 2, 2, 3, 3, 4, 5], 5120),
    ([1, 1, 2, 3, 4, 4, 5, 5], 5120),
    ([1, 1, 2, 2, 3, 4], 4080),
    ([1, 1, 2, 2, 3, 3, 4, 4, 5], 5560),
    ([1, 1, 2, 2, 3, 3, 4, 4, 5, 5], 6000),
    ([1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 1], 6800),
    ([1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 1, 2], 7520),
    ([1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 5, 5], 14560),
    ([1, 2, 2, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 5], 10000),
    ([1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4, 5], 10000),
])
def test_known(basket, want):
    assert total(basket) == want


def test_order_does_not_matter():
    b = [5, 1, 4, 2, 3, 3, 1, 2]
    assert total(b) == total(sorted(b)) == 5120


def test_tuple_accepted():
    assert total((1, 2, 3, 4, 5, 5)) == 3800


def test_input_untouched():
    b = [3, 1, 2, 1, 3]
    total(b)
    assert b == [3, 1, 2, 1, 3]


def test_returns_int():
    assert type(total([1, 2, 3])) is int


@pytest.mark.parametrize("bad", [[0], [6], [1, 2, -1], [1, 2, 3, 4, 5, 10]])
def test_value_error(bad):
    with pytest.raises(ValueError):
        total(bad)


@pytest.mark.parametrize("bad", [None, "12345", {1, 2}, [1, "2"], [1.0], [True, 2], 12345])
def test_type_error(bad):
    with pytest.raises(TypeError):
        total(bad)


def test_random_against_oracle():
    rng = random.Random(8831)
    for _ in range(400):
        basket = [rng.randint(1, 5) for _ in range(rng.randrange(0, 26))]
        assert total(basket) == oracle(basket), basket


def test_skewed_random_against_oracle():
    rng = random.Random(8832)
    for _ in range(150):
        weights = [rng.randrange(1, 10) for _ in range(5)]
        basket = rng.choices([1, 2, 3, 4, 5], weights=weights, k=rng.randrange(10, 30))
        assert total(basket) == oracle(basket), basket


def test_large_baskets_fast():
    start = time.perf_counter()
    assert total([1, 2, 3, 4, 5] * 4000) == 4000 * 3000
    assert total([1, 1, 2, 2, 3, 3, 4, 5] * 3000) == 3000 * 5120
    big = [1] * 5000 + [2] * 4000 + [3] * 3000 + [4] * 2000 + [5] * 1000
    assert total(big) == 3000 * 2560 + 1000 * 1520 + 1000 * 800
    elapsed = time.perf_counter() - start
    assert elapsed < 3.0, elapsed
