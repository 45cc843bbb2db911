import time

import pytest

from solution import pascal_row

pytest.importorskip("pytest_timeout")


@pytest.mark.timeout(2)
def test_row_3000_quick():
    t = time.perf_counter()
    row = pascal_row(3000)
    assert time.perf_counter() - t < 0.5
    assert row[1] == 3000 and row == row[::-1]
