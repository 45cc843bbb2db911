from solution import flatten


def test_example(example_args):
    assert flatten(*example_args) == [4, 5, 6]
