import pytest

from solution import largest


def test_basic():
    assert largest([3, 9, 2]) == 9


def test_negative():
    assert largest([-5, -2, -9]) == -2


def test_single():
    assert largest([7]) == 7


def test_empty_raises():
    with pytest.raises(ValueError):
        largest([])
