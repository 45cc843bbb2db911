from solution import lower_bound


def test_example_from_description():
    assert lower_bound([2, 4, 4, 8], 4) == 1
