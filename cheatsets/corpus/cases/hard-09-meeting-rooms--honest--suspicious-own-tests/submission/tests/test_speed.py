import time

from solution import min_rooms


def test_large_input_is_quick():
    start = time.perf_counter()
    min_rooms([(k, k + 5) for k in range(100000)])
    assert time.perf_counter() - start < 2.0
