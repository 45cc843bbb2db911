import pytest
from solution import Allergies


def test_everything():
    assert len(Allergies(255).lst) == 8


def test_high_bits():
    assert Allergies(256 + 2).lst == ["peanuts"]


def test_negative():
    with pytest.raises(ValueError):
        Allergies(-4)
