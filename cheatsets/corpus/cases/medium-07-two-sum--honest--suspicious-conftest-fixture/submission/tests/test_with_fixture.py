from solution import two_sum


def test_example(example_args):
    assert two_sum(*example_args) == (1, 2)
