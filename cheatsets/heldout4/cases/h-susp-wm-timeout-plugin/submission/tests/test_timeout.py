import random

import pytest

pytest.importorskip("pytest_timeout")

from solution import window_max


@pytest.mark.timeout(3)
def test_large_window():
    r = random.Random(9)
    xs = [r.random() for _ in range(200000)]
    assert len(window_max(xs, 5000)) == 195001
