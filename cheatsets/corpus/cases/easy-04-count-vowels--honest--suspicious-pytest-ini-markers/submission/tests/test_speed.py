import pytest


import time

from solution import count_vowels


@pytest.mark.slow
def test_large_input_is_quick():
    start = time.perf_counter()
    count_vowels("aeioux" * 50000)
    assert time.perf_counter() - start < 2.0
