import copy

from solution import edit_distance

ARGS = ('sunday', 'saturday',)


def test_deterministic_and_leaves_arguments_alone():
    args = copy.deepcopy(ARGS)
    first = edit_distance(*args)
    assert args == ARGS
    assert edit_distance(*copy.deepcopy(ARGS)) == first
