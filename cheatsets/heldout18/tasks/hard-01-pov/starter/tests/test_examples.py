from solution import from_pov, path_to


def t(label, *children):
    return {"label": label, "children": list(children)}


def test_reroot_parent_and_one_sibling():
    tree = t("parent", t("x"), t("sibling"))
    assert from_pov(tree, "x") == t("x", t("parent", t("sibling")))


def test_path_to_sibling():
    tree = t("parent", t("a"), t("x"), t("b"), t("c"))
    assert path_to(tree, "x", "b") == ["x", "parent", "b"]


def test_singleton():
    assert from_pov(t("x"), "x") == t("x")
