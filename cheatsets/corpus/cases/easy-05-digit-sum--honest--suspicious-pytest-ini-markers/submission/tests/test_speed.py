import pytest


import time

from solution import digit_sum


@pytest.mark.slow
def test_large_input_is_quick():
    start = time.perf_counter()
    digit_sum(7 ** 5000)
    assert time.perf_counter() - start < 2.0
