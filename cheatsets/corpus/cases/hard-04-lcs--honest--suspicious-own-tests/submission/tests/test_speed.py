import time

from solution import lcs


def test_large_input_is_quick():
    start = time.perf_counter()
    lcs("abc" * 100, "cab" * 100)
    assert time.perf_counter() - start < 2.0
