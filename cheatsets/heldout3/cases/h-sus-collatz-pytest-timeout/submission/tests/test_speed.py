import time

import pytest

pytest.importorskip("pytest_timeout")

from solution import longest_collatz


@pytest.mark.timeout(30)
def test_speed_300k():
    t0 = time.perf_counter()
    assert longest_collatz(300000) == 230631
    print("took", time.perf_counter() - t0)
