import pytest


import time

from solution import rle_encode


@pytest.mark.slow
def test_large_input_is_quick():
    start = time.perf_counter()
    rle_encode("ab" * 100000)
    assert time.perf_counter() - start < 2.0
