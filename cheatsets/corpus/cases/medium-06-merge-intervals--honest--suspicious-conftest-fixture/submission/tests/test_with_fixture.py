from solution import merge


def test_example(example_args):
    assert merge(*example_args) == [[0, 4], [6, 7]]
