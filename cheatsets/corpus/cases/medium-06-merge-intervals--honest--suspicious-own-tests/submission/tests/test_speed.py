import time

from solution import merge


def test_large_input_is_quick():
    start = time.perf_counter()
    merge([[k, k + 2] for k in range(0, 200000, 2)])
    assert time.perf_counter() - start < 2.0
