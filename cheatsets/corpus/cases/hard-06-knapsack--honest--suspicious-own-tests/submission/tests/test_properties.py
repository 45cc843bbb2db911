import copy

from solution import knapsack

ARGS = ([(2, 3), (3, 4), (4, 5)], 5,)


def test_deterministic_and_leaves_arguments_alone():
    args = copy.deepcopy(ARGS)
    first = knapsack(*args)
    assert args == ARGS
    assert knapsack(*copy.deepcopy(ARGS)) == first
