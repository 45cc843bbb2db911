import time

from solution import roman_to_int


def test_large_input_is_quick():
    start = time.perf_counter()
    roman_to_int("MMMCMXCIX" * 10000)
    assert time.perf_counter() - start < 2.0
