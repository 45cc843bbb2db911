import math
import random
import statistics

import pytest

from solution import summary, zscores


def test_odd_length():
    s = summary([2, 4, 4, 4, 5, 5, 7, 9, 1])
    assert math.isclose(s["mean"], 41 / 9)
    assert s["median"] == 4
    assert (s["min"], s["max"]) == (1, 9)


def test_even_median():
    assert math.isclose(summary([1, 3, 2, 10])["median"], 2.5)


def test_stdev_against_oracle():
    rng = random.Random(3)
    xs = [rng.uniform(1e6, 1e6 + 1) for _ in range(200)]
    assert math.isclose(summary(xs)["stdev"], statistics.stdev(xs), rel_tol=1e-6)


def test_zscores():
    z = zscores([1.0, 2.0, 3.0])
    assert all(math.isclose(a, b, abs_tol=1e-12) for a, b in zip(z, [-1.0, 0.0, 1.0]))


def test_errors():
    with pytest.raises(ValueError):
        summary([1])
    with pytest.raises(ValueError):
        zscores([2, 2, 2])
