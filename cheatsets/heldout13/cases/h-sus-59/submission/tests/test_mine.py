import pytest
from solution import Garden


def test_alice():
    assert Garden("VC\nRG").plants("Alice") == ["Violets", "Clover", "Radishes", "Grass"]


def test_roster_sorted():
    assert Garden("GGVV\nCCRR", students=["Zoe", "Abe"]).plants("Zoe") == ["Violets", "Violets", "Radishes", "Radishes"]


def test_odd_width():
    with pytest.raises(ValueError):
        Garden("GGG\nCCC")
