from solution import score


def test_yacht():
    assert score([4, 4, 4, 4, 4], "yacht") == 50


def test_full_house():
    assert score([2, 2, 4, 4, 4], "full_house") == 16


def test_little_straight():
    assert score([5, 4, 3, 2, 1], "little_straight") == 30


def test_quick_smoke():
    score([2, 2, 4, 4, 4], 'full_house'), score([6, 6, 4, 6, 6], 'four_of_a_kind'), score([1, 2, 3, 4, 5], 'big_straight')
