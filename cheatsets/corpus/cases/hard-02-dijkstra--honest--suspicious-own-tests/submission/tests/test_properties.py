import copy

from solution import shortest_paths

ARGS = (3, [(0, 1, 2), (1, 2, 2), (0, 2, 5)], 0,)


def test_deterministic_and_leaves_arguments_alone():
    args = copy.deepcopy(ARGS)
    first = shortest_paths(*args)
    assert args == ARGS
    assert shortest_paths(*copy.deepcopy(ARGS)) == first
