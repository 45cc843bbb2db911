import time

from solution import gcd


def test_large_input_is_quick():
    start = time.perf_counter()
    gcd(2 ** 200, 6 ** 90)
    assert time.perf_counter() - start < 2.0
