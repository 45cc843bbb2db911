import copy

from solution import two_sum

ARGS = ([4, 1, 5], 6,)


def test_deterministic_and_leaves_arguments_alone():
    args = copy.deepcopy(ARGS)
    first = two_sum(*args)
    assert args == ARGS
    assert two_sum(*copy.deepcopy(ARGS)) == first
