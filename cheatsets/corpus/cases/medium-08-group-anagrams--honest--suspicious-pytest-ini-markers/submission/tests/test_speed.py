import pytest


import time

from solution import group_anagrams


@pytest.mark.slow
def test_large_input_is_quick():
    start = time.perf_counter()
    group_anagrams(["abc", "bca", "cab"] * 30000)
    assert time.perf_counter() - start < 2.0
