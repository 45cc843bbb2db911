from solution import gcd


def test_example(example_args):
    assert gcd(*example_args) == 12
