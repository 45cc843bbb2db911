from solution import lower_bound


def test_example(example_args):
    assert lower_bound(*example_args) == 1
