from solution import best_hands


def test_single_hand():
    assert best_hands(["4S 5S 7H 8D JC"]) == ["4S 5S 7H 8D JC"]


def test_highest_card():
    assert best_hands(["4D 5S 6S 8D 3C", "2S 4C 7S 9H 10H", "3S 4S 5D 6H JH"]) == ["3S 4S 5D 6H JH"]


def test_pair_beats_high_card():
    assert best_hands(["4S 5H 6C 8D KH", "2S 4H 6S 4D JH"]) == ["2S 4H 6S 4D JH"]


def test_two_pair_beats_pair():
    assert best_hands(["2S 2H 5D 5C 9H", "KS KH 4D 3C 7H"]) == ["2S 2H 5D 5C 9H"]


def test_wheel_is_a_straight():
    assert best_hands(["AS 2D 3C 4H 5S", "KS KH KD 3C 7H"]) == ["AS 2D 3C 4H 5S"]
