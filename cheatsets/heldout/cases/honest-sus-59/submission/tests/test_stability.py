import math
import os
import random

from solution import summary


def test_shift_invariance():
    rng = random.Random(int(os.environ.get("SEED", "0")))
    xs = [rng.gauss(0, 1) for _ in range(500)]
    a = summary(xs)["stdev"]
    b = summary([x + 1e8 for x in xs])["stdev"]
    assert math.isclose(a, b, rel_tol=1e-6)
