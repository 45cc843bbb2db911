import copy

from solution import flatten

ARGS = ([[4], [5, 6], []],)


def test_deterministic_and_leaves_arguments_alone():
    args = copy.deepcopy(ARGS)
    first = flatten(*args)
    assert args == ARGS
    assert flatten(*copy.deepcopy(ARGS)) == first
