import copy

from solution import topo_sort

ARGS = (4, [(3, 0), (0, 1)],)


def test_deterministic_and_leaves_arguments_alone():
    args = copy.deepcopy(ARGS)
    first = topo_sort(*args)
    assert args == ARGS
    assert topo_sort(*copy.deepcopy(ARGS)) == first
