import copy

from solution import count_queens

ARGS = (5,)


def test_deterministic_and_leaves_arguments_alone():
    args = copy.deepcopy(ARGS)
    first = count_queens(*args)
    assert args == ARGS
    assert count_queens(*copy.deepcopy(ARGS)) == first
