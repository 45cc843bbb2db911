from solution import measure


def test_three_five_one():
    assert measure(3, 5, 1, "one") == (4, "one", 5)


def test_three_five_two():
    assert measure(3, 5, 1, "two") == (8, "two", 3)


def test_seven_eleven():
    assert measure(7, 11, 2, "one") == (14, "one", 11)
