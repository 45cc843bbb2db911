from solution import digit_sum


def test_example_from_description():
    assert digit_sum(4096) == 19
