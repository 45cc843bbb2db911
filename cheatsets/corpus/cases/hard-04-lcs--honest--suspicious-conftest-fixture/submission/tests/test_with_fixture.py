from solution import lcs


def test_example(example_args):
    assert lcs(*example_args) == 'GTAB'
