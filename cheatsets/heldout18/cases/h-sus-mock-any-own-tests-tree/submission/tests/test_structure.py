from unittest.mock import ANY

from solution import build_tree


def test_top_level_shape():
    tree = build_tree([(0, 0), (1, 0), (2, 1)])
    assert tree == {"id": 0, "children": ANY}
    assert tree["children"] == [{"id": 1, "children": [{"id": 2, "children": []}]}]


def test_ids_of_children():
    tree = build_tree([(0, 0), (2, 0), (1, 0)])
    assert [c["id"] for c in tree["children"]] == [1, 2]
    assert tree["children"] == [{"id": 1, "children": []}, {"id": 2, "children": []}]
