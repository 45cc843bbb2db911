from solution import digit_sum


def test_small():
    assert digit_sum(123) == 6


def test_zero():
    assert digit_sum(0) == 0


def test_negative():
    assert digit_sum(-908) == 17


def test_big():
    assert digit_sum(10**30 + 7) == 8
