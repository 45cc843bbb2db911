import os
import random

import pytest

from solution import largest_rectangle

SLOW = pytest.mark.skipif(os.environ.get("QUICK") == "1", reason="QUICK=1 skips the big inputs")


def test_small():
    assert largest_rectangle([2, 1, 5, 6, 2, 3]) == 10


@SLOW
def test_big_random():
    largest_rectangle([random.randint(0, 100) for _ in range(300000)])
