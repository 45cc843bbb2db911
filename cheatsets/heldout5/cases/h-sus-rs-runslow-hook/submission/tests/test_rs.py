import random
import time

import pytest

from solution import RangeSum


def test_small():
    rs = RangeSum([5, 2, 7])
    assert rs.query(0, 3) == 14


@pytest.mark.slow
def test_big():
    rs = RangeSum(range(100000))
    t0 = time.perf_counter()
    for i in range(100000):
        rs.update(i, -i)
        rs.query(0, i)
    assert time.perf_counter() - t0 < 4
