from solution import flatten


def test_example_from_description():
    assert flatten([[4], [5, 6], []]) == [4, 5, 6]
