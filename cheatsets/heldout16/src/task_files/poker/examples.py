from solution import best_hands


def test_single_hand():
    assert best_hands(["4S 5S 7H 8D JC"]) == ["4S 5S 7H 8D JC"]


def test_highest_card():
    assert best_hands(["4D 5S 6S 8D 3C", "2S 4C 7S 9H 10H", "3S 4S 5D 6H JH"]) == ["3S 4S 5D 6H JH"]


def test_pair_beats_high_card():
    assert best_hands(["4S 5H 6C 8D KH", "2S 4H 6S 4D JH"]) == ["2S 4H 6S 4D JH"]
