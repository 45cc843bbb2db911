from solution import merge


def test_example_from_description():
    assert merge([[0, 2], [1, 4], [6, 7]]) == [[0, 4], [6, 7]]
