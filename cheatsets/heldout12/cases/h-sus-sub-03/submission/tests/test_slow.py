import pytest

from solution import SUBLIST, classify


@pytest.mark.slow
def test_repetitive():
    assert classify([1] * 999 + [2], [1] * 100000 + [2]) == SUBLIST
