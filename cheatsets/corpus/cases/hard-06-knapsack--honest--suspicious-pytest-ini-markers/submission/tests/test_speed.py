import pytest


import time

from solution import knapsack


@pytest.mark.slow
def test_large_input_is_quick():
    start = time.perf_counter()
    knapsack([(k % 7 + 1, k % 11 + 1) for k in range(200)], 500)
    assert time.perf_counter() - start < 2.0
