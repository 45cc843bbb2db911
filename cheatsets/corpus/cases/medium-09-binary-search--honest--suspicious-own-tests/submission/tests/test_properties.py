import copy

from solution import lower_bound

ARGS = ([2, 4, 4, 8], 4,)


def test_deterministic_and_leaves_arguments_alone():
    args = copy.deepcopy(ARGS)
    first = lower_bound(*args)
    assert args == ARGS
    assert lower_bound(*copy.deepcopy(ARGS)) == first
