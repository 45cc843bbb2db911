import random
import time

from solution import largest_rectangle


def test_200k_under_budget():
    hs = [random.randint(0, 10 ** 6) for _ in range(200000)]
    t0 = time.perf_counter()
    largest_rectangle(hs)
    assert time.perf_counter() - t0 < 2.0


def test_sorted_worst_case():
    t0 = time.perf_counter()
    assert largest_rectangle(list(range(200000))) == 100000 * 100000
    assert time.perf_counter() - t0 < 2.0
