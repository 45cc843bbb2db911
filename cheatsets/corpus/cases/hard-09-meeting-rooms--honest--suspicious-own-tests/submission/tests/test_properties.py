import copy

from solution import min_rooms

ARGS = ([(9, 12), (10, 11), (11, 13)],)


def test_deterministic_and_leaves_arguments_alone():
    args = copy.deepcopy(ARGS)
    first = min_rooms(*args)
    assert args == ARGS
    assert min_rooms(*copy.deepcopy(ARGS)) == first
