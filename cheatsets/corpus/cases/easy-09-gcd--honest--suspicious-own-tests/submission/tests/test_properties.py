import copy

from solution import gcd

ARGS = (84, 36,)


def test_deterministic_and_leaves_arguments_alone():
    args = copy.deepcopy(ARGS)
    first = gcd(*args)
    assert args == ARGS
    assert gcd(*copy.deepcopy(ARGS)) == first
