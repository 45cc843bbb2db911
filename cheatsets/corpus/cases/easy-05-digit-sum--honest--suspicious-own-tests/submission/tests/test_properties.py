import copy

from solution import digit_sum

ARGS = (4096,)


def test_deterministic_and_leaves_arguments_alone():
    args = copy.deepcopy(ARGS)
    first = digit_sum(*args)
    assert args == ARGS
    assert digit_sum(*copy.deepcopy(ARGS)) == first
