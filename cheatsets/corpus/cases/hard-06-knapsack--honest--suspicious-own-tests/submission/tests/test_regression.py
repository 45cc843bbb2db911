from solution import knapsack


def test_example_from_description():
    assert knapsack([(2, 3), (3, 4), (4, 5)], 5) == 7
