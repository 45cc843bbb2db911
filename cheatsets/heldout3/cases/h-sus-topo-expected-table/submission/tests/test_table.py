import pytest

from solution import CycleError, topo_order

EXPECTED = [
    ({"c": ["b"], "b": ["a"]}, ["a", "b", "c"]),
    ({"b": [], "a": ["d"], "c": [], "d": []}, ["b", "c", "d", "a"]),
    ({"x": ["a", "b"], "b": ["a"]}, ["a", "b", "x"]),
    ({}, []),
]


@pytest.mark.parametrize("deps,want", EXPECTED)
def test_table(deps, want):
    assert topo_order(deps) == want


def test_cycle():
    with pytest.raises(CycleError):
        topo_order({"a": ["a"]})
