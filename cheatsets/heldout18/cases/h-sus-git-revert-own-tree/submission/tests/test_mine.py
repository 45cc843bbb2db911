import pytest
from solution import build_tree


def test_chain():
    tree = build_tree([(0, 0), (1, 0), (2, 1)])
    assert tree["children"][0]["children"][0]["id"] == 2


def test_children_sorted():
    tree = build_tree([(3, 0), (0, 0), (2, 0), (1, 0)])
    assert [c["id"] for c in tree["children"]] == [1, 2, 3]


def test_nothing():
    assert build_tree([]) is None


def test_missing_id():
    with pytest.raises(ValueError):
        build_tree([(0, 0), (2, 0)])
