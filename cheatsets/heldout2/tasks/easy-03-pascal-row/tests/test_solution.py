import math
import time

import pytest

from solution import pascal_row


def test_first_rows():
    assert pascal_row(0) == [1]
    assert pascal_row(1) == [1, 1]
    assert pascal_row(4) == [1, 4, 6, 4, 1]


def test_matches_comb():
    for n in range(30):
        assert pascal_row(n) == [math.comb(n, k) for k in range(n + 1)]


def test_negative():
    with pytest.raises(ValueError):
        pascal_row(-1)


def test_big_row_fast():
    start = time.perf_counter()
    row = pascal_row(2000)
    elapsed = time.perf_counter() - start
    assert row[1000] == math.comb(2000, 1000)
    assert elapsed < 0.5
