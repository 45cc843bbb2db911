import time

from solution import count_queens


def test_large_input_is_quick():
    start = time.perf_counter()
    count_queens(9)
    assert time.perf_counter() - start < 2.0
