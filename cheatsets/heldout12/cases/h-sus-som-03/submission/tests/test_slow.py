import pytest

from solution import sum_of_multiples


@pytest.mark.slow
def test_big():
    assert sum_of_multiples(10 ** 6, [3, 5]) == 233333166668
