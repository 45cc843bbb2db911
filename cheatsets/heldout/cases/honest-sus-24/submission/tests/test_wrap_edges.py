import pytest

from solution import wrap


@pytest.mark.edge
def test_exact_fit():
    assert wrap("aaa bbb", 7) == ["aaa bbb"]


@pytest.mark.edge
def test_long_word():
    assert wrap("x " + "y" * 12 + " z", 5) == ["x", "y" * 12, "z"]
