from solution import spiral


def test_example_2x2():
    spiral([[1, 2], [3, 4]])
    assert True


def test_example_row():
    assert spiral([[5, 6, 7]]) is not None
