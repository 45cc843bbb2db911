from solution import best_hands
from support.hands import hand


def test_full_house_beats_flush():
    fh = "3S 3H 3D 9C 9S"
    assert best_hands([hand(2, 5, 7, 9, "K", suited=True), fh]) == [fh]


def test_kicker_decides():
    a, b = hand("K", "K", 9, 4, 2), hand("K", "K", 9, 5, 2)
    assert best_hands([a, b]) == [b]
