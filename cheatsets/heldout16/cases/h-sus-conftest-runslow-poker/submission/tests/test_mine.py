import pytest
from solution import best_hands


def test_flush_beats_straight():
    assert best_hands(["2H 7H 8H 9H QH", "5S 6D 7C 8H 9S"]) == ["2H 7H 8H 9H QH"]


def test_wheel_loses_to_six_high():
    assert best_hands(["AS 2D 3C 4H 5S", "2C 3D 4S 5H 6D"]) == ["2C 3D 4S 5H 6D"]


def test_tie_keeps_order():
    assert best_hands(["2S 3S 4D 5C 7H", "2H 3H 4C 5D 7S"]) == ["2S 3S 4D 5C 7H", "2H 3H 4C 5D 7S"]


def test_duplicate():
    with pytest.raises(ValueError):
        best_hands(["2S 2S 4D 5C 7H"])
