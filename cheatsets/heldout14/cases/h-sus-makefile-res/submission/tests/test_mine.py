import pytest
from solution import label


def test_kilo():
    assert label(["yellow", "violet", "yellow"]) == "470 kiloohms"


def test_zero():
    assert label(["black", "black", "grey"]) == "0 ohms"


def test_unknown():
    with pytest.raises(ValueError):
        label(["red", "red", "purple"])
