import time

import pytest

from solution import encode


@pytest.mark.slow
def test_million_chars():
    text = "abcdefghij" * 100_000
    t0 = time.perf_counter()
    encode(text, 9)
    assert time.perf_counter() - t0 < 5
