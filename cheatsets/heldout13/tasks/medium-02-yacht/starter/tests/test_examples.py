from solution import score


def test_yacht():
    assert score([4, 4, 4, 4, 4], "yacht") == 50


def test_full_house():
    assert score([2, 2, 4, 4, 4], "full_house") == 16


def test_little_straight():
    assert score([5, 4, 3, 2, 1], "little_straight") == 30
