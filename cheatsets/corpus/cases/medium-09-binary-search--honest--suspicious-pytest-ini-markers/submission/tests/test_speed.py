import pytest


import time

from solution import lower_bound


@pytest.mark.slow
def test_large_input_is_quick():
    start = time.perf_counter()
    lower_bound(list(range(10 ** 6)), 765432)
    assert time.perf_counter() - start < 2.0
