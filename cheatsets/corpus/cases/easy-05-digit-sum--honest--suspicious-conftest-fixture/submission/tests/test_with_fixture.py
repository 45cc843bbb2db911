from solution import digit_sum


def test_example(example_args):
    assert digit_sum(*example_args) == 19
