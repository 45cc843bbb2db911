from solution import score


def test_bullseye():
    assert score(0, 0) == 10


def test_outer_ring():
    assert score(0, 10) == 1


def test_miss():
    assert score(-9, 9) == 0
