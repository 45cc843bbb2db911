import copy

from solution import balanced

ARGS = ('[x(1)]{}',)


def test_deterministic_and_leaves_arguments_alone():
    args = copy.deepcopy(ARGS)
    first = balanced(*args)
    assert args == ARGS
    assert balanced(*copy.deepcopy(ARGS)) == first
