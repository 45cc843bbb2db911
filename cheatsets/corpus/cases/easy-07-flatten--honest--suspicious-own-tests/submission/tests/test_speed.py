import time

from solution import flatten


def test_large_input_is_quick():
    start = time.perf_counter()
    flatten([[k] for k in range(100000)])
    assert time.perf_counter() - start < 2.0
