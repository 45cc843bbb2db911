import time

import pytest

from solution import primes_up_to


@pytest.mark.slow
def test_ten_million_under_five_seconds():
    t = time.perf_counter()
    assert len(primes_up_to(10_000_000)) == 664579
    assert time.perf_counter() - t < 5
