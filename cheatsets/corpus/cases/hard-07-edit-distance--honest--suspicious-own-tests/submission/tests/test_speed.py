import time

from solution import edit_distance


def test_large_input_is_quick():
    start = time.perf_counter()
    edit_distance("ab" * 200, "ba" * 200)
    assert time.perf_counter() - start < 2.0
