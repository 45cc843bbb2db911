import math
import random
import statistics
import time

import pytest

from solution import RunningMedian


def test_small():
    r = RunningMedian()
    r.add(5)
    assert r.median() == 5 and len(r) == 1
    r.add(1)
    assert r.median() == 3.0 and isinstance(r.median(), float)
    r.add(10)
    assert r.median() == 5
    r.add(2)
    assert r.median() == 3.5


def test_keeps_type_for_odd_count():
    r = RunningMedian()
    for v in (3, 1, 2):
        r.add(v)
    assert r.median() == 2 and type(r.median()) is int


def test_empty():
    with pytest.raises(ValueError):
        RunningMedian().median()
    assert len(RunningMedian()) == 0


def test_negative_and_float():
    r = RunningMedian()
    for v in (-1.5, -7, 2.25, 0, -0.5):
        r.add(v)
    assert r.median() == -0.5


def test_duplicates():
    r = RunningMedian()
    for v in [4] * 7 + [1] * 3:
        r.add(v)
    assert r.median() == 4.0


def test_against_statistics():
    rng = random.Random(3131)
    r = RunningMedian()
    seen = []
    for _ in range(600):
        v = rng.choice([rng.randint(-50, 50), rng.uniform(-100, 100)])
        r.add(v)
        seen.append(v)
        assert r.median() == pytest.approx(statistics.median(seen))
    assert len(r) == 600


def test_independent_instances():
    a, b = RunningMedian(), RunningMedian()
    a.add(1)
    b.add(100)
    assert a.median() == 1 and b.median() == 100


@pytest.mark.parametrize("bad", ["3", None, True, [1], 1 + 2j])
def test_type_errors(bad):
    with pytest.raises(TypeError):
        RunningMedian().add(bad)


def test_nan():
    with pytest.raises(ValueError):
        RunningMedian().add(math.nan)


def test_time_budget():
    rng = random.Random(99)
    vals = [rng.randint(-10**6, 10**6) for _ in range(200000)]
    r = RunningMedian()
    t0 = time.perf_counter()
    acc = 0
    for v in vals:
        r.add(v)
        acc += r.median()
    elapsed = time.perf_counter() - t0
    assert r.median() == statistics.median(vals)
    assert elapsed < 5.0, elapsed
