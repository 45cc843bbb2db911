from solution import spiral


def test_example_2x2():
    assert spiral([[1, 2], [3, 4]]) == [1, 2, 4, 3]


def test_example_row():
    assert spiral([[5, 6, 7]]) == [5, 6, 7]
