import random
import statistics

import pytest

from solution import RunningMedian


def test_matches_statistics():
    rng = random.Random(2)
    r, seen = RunningMedian(), []
    for _ in range(2000):
        x = rng.uniform(-5, 5)
        r.add(x)
        seen.append(x)
        assert r.median() == pytest.approx(statistics.median(seen))


def test_odd_keeps_int():
    r = RunningMedian()
    for x in (9, 2, 4):
        r.add(x)
    assert r.median() == 4 and isinstance(r.median(), int)
