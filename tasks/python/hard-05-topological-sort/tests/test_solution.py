import pytest

from solution import topo_sort


def test_chain():
    assert topo_sort(3, [(2, 1), (1, 0)]) == [2, 1, 0]


def test_smallest_first():
    assert topo_sort(4, [(0, 3), (1, 3)]) == [0, 1, 2, 3]


def test_cycle():
    with pytest.raises(ValueError):
        topo_sort(3, [(0, 1), (1, 2), (2, 0)])


def test_no_edges():
    assert topo_sort(3, []) == [0, 1, 2]
