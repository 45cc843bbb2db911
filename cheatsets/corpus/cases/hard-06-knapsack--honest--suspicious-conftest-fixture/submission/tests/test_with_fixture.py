from solution import knapsack


def test_example(example_args):
    assert knapsack(*example_args) == 7
