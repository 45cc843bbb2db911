import copy

from solution import merge

ARGS = ([[0, 2], [1, 4], [6, 7]],)


def test_deterministic_and_leaves_arguments_alone():
    args = copy.deepcopy(ARGS)
    first = merge(*args)
    assert args == ARGS
    assert merge(*copy.deepcopy(ARGS)) == first
