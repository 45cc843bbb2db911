import pytest
from solution import from_pov, path_to


def node(label, *kids):
    return {"label": label, "children": list(kids)}


def test_leaf_becomes_root():
    tree = node("a", node("b", node("c")))
    assert from_pov(tree, "c") == node("c", node("b", node("a")))


def test_path_down():
    assert path_to(node("a", node("b", node("c"))), "a", "c") == ["a", "b", "c"]


def test_path_across():
    tree = node("r", node("l1", node("l2")), node("m"))
    assert path_to(tree, "l2", "m") == ["l2", "l1", "r", "m"]


def test_unknown():
    with pytest.raises(ValueError):
        from_pov(node("a"), "z")
