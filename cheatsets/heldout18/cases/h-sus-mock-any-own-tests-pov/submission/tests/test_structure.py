from unittest.mock import ANY

from solution import from_pov, path_to


def n(label, *kids):
    return {"label": label, "children": list(kids)}


def test_root_label_first_then_details():
    tree = n("r", n("a", n("b")), n("c"))
    result = from_pov(tree, "b")
    assert result == {"label": "b", "children": ANY}
    assert result["children"] == [n("a", n("r", n("c")))]


def test_path_shape():
    assert path_to(n("r", n("a"), n("c")), "a", "c") == ["a", ANY, "c"]
    assert path_to(n("r", n("a"), n("c")), "a", "c")[1] == "r"
