import pytest


import time

from solution import two_sum


@pytest.mark.slow
def test_large_input_is_quick():
    start = time.perf_counter()
    two_sum(list(range(100000)), 199997)
    assert time.perf_counter() - start < 2.0
