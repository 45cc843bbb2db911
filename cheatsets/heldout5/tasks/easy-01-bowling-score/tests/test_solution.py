import pytest

from solution import bowling_score


def test_perfect():
    assert bowling_score([10] * 12) == 300


def test_gutter():
    assert bowling_score([0] * 20) == 0


def test_nines():
    assert bowling_score([9, 0] * 10) == 90


def test_all_fives():
    assert bowling_score([5] * 21) == 150


def test_strike_then_spare_frame():
    assert bowling_score([10, 7, 3, 9, 0] + [0] * 14) == 48


def test_spare_in_tenth_with_strike_bonus():
    assert bowling_score([0] * 18 + [7, 3, 10]) == 20


def test_strike_in_tenth():
    assert bowling_score([0] * 18 + [10, 10, 10]) == 30
    assert bowling_score([0] * 18 + [10, 4, 5]) == 19


def test_ninth_frame_strike_uses_tenth():
    assert bowling_score([0] * 16 + [10, 3, 4]) == 24


def test_known_game():
    rolls = [10, 9, 1, 5, 5, 7, 2, 10, 10, 10, 9, 0, 8, 2, 9, 1, 10]
    assert bowling_score(rolls) == 187


def test_accepts_tuple():
    assert bowling_score(tuple([1, 1] * 10)) == 20


@pytest.mark.parametrize("rolls", [
    [0] * 19,
    [0] * 21,
    [10] * 11,
    [10] * 13,
    [0] * 18 + [7, 3],
    [0] * 18 + [10, 5, 6],
    [6, 5] + [0] * 18,
    [11] + [0] * 19,
    [-1, 1] + [0] * 18,
    [1.0, 1] + [0] * 18,
    [True, 1] + [0] * 18,
    [],
])
def test_invalid(rolls):
    with pytest.raises(ValueError):
        bowling_score(rolls)
