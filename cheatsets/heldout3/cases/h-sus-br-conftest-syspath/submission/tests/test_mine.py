from solution import first_mismatch


def test_crossed():
    assert first_mismatch("([)]") == 2
