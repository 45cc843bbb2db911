import pytest
from solution import tree_from_traversals


def test_two_nodes():
    assert tree_from_traversals([1, 2], [2, 1]) == {"v": 1, "l": {"v": 2, "l": {}, "r": {}}, "r": {}}


def test_empty():
    assert tree_from_traversals([], []) == {}


def test_mismatch():
    with pytest.raises(ValueError, match="same elements"):
        tree_from_traversals([1, 2], [1, 3])
