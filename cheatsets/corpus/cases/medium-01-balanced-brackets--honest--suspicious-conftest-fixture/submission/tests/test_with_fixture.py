from solution import balanced


def test_example(example_args):
    assert balanced(*example_args) == True
