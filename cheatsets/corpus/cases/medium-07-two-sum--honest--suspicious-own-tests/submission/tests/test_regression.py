from solution import two_sum


def test_example_from_description():
    assert two_sum([4, 1, 5], 6) == (1, 2)
