from solution import bowling_score


def test_perfect_game():
    assert bowling_score([10] * 12) == 300


def test_gutter_game():
    assert bowling_score([0] * 20) == 0


def test_all_spares():
    assert bowling_score([5] * 21) == 150


def test_mixed():
    assert bowling_score([10, 7, 3, 9, 0] + [0] * 14) == 48
