import math

from solution import summary


def test_constant_offset_stdev():
    xs = [1e9 + i for i in range(10)]
    assert math.isclose(summary(xs)["stdev"], summary(list(range(10)))["stdev"], rel_tol=1e-9)
