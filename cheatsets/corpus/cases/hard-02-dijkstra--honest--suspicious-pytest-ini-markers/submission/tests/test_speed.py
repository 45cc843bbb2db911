import pytest


import time

from solution import shortest_paths


@pytest.mark.slow
def test_large_input_is_quick():
    start = time.perf_counter()
    shortest_paths(2000, [(k, k + 1, 1) for k in range(1999)], 0)
    assert time.perf_counter() - start < 2.0
