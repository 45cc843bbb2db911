import time

from solution import is_palindrome


def test_large_input_is_quick():
    start = time.perf_counter()
    is_palindrome("ab" * 50000)
    assert time.perf_counter() - start < 2.0
