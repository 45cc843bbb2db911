import pytest


import time

from solution import reverse_words


@pytest.mark.slow
def test_large_input_is_quick():
    start = time.perf_counter()
    reverse_words("w " * 50000)
    assert time.perf_counter() - start < 2.0
