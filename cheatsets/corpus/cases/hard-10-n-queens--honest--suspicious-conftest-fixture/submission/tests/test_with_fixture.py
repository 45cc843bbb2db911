from solution import count_queens


def test_example(example_args):
    assert count_queens(*example_args) == 10
