import itertools
import random
import time

import pytest

from solution import count_ways, min_coins


def _brute(amount, coins):
    coins = sorted(set(coins))
    best, ways = None, 0
    ranges = [range(amount // c + 1) for c in coins]
    for combo in itertools.product(*ranges):
        if sum(k * c for k, c in zip(combo, coins)) == amount:
            ways += 1
            n = sum(combo)
            best = n if best is None or n < best else best
    return (-1 if best is None else best), ways


def test_examples():
    assert min_coins(6, [1, 3, 4]) == 2
    assert count_ways(5, [1, 2, 5]) == 4
    assert min_coins(11, [1, 2, 5]) == 3


def test_zero_and_impossible():
    assert min_coins(0, [2]) == 0 and count_ways(0, [2]) == 1
    assert min_coins(3, [2]) == -1 and count_ways(3, [2]) == 0
    assert min_coins(7, []) == -1 and count_ways(0, []) == 1


def test_duplicates_count_once():
    assert count_ways(4, [1, 1, 2]) == 3
    assert min_coins(9, [3, 3, 3]) == 3


def test_against_brute_force():
    rng = random.Random(6006)
    for _ in range(120):
        coins = rng.sample(range(1, 13), rng.randint(1, 4))
        amount = rng.randint(0, 40)
        want = _brute(amount, coins)
        assert (min_coins(amount, coins), count_ways(amount, coins)) == want, (amount, coins)


def test_big_count():
    assert count_ways(300, [1, 2, 5, 10, 20, 50, 100, 200]) == 471363
    assert min_coins(299, [1, 5, 10, 25]) == 17


def test_does_not_modify_input():
    coins = [5, 1, 5, 2]
    min_coins(12, coins)
    count_ways(12, coins)
    assert coins == [5, 1, 5, 2]


@pytest.mark.parametrize("args", [(-1, [1]), (5, [0, 1]), (5, [2, -3])])
def test_value_errors(args):
    with pytest.raises(ValueError):
        min_coins(*args)
    with pytest.raises(ValueError):
        count_ways(*args)


@pytest.mark.parametrize("args", [(5.0, [1]), (5, [1.0]), (True, [1]), (5, ["1"]), (5, [True])])
def test_type_errors(args):
    with pytest.raises(TypeError):
        min_coins(*args)
    with pytest.raises(TypeError):
        count_ways(*args)


def test_time_budget():
    coins = [1, 5, 10, 25, 50, 100, 200, 500, 1000, 2000]
    t0 = time.perf_counter()
    assert min_coins(100000, coins) == 50
    assert min_coins(99999, [7, 13, 9973]) == 33
    w = count_ways(100000, coins)
    elapsed = time.perf_counter() - t0
    assert w % 1000000007 == 308486731
    assert elapsed < 4.0, elapsed
