import pytest

from solution import topo_sort


def test_diamond():
    assert topo_sort(4, [(0, 1), (0, 2), (1, 3), (2, 3)]) == [0, 1, 2, 3]


def test_self_loop_is_a_cycle():
    with pytest.raises(ValueError):
        topo_sort(2, [(1, 1)])


def test_smallest_available_first():
    assert topo_sort(5, [(4, 0), (3, 0), (2, 1)]) == [2, 1, 3, 4, 0]
