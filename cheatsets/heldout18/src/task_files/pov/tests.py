import copy
import random
import time

import pytest

from solution import from_pov, path_to

_BUDGET = 8.0
_SHAPE = r"^tree must be a dict with a str label and a list of children$"


def t(label, *children):
    return {"label": label, "children": list(children)}


def _ref_edges(tree):
    up, kids, order = {}, {}, []
    todo = [(tree, None)]
    while todo:
        node, parent = todo.pop()
        up[node["label"]] = parent
        kids[node["label"]] = [c["label"] for c in node["children"]]
        order.append(node["label"])
        todo.extend((c, node["label"]) for c in reversed(node["children"]))
    return up, kids, order


def _ref_from_pov(tree, label):
    up, kids, _ = _ref_edges(tree)

    def grow(name, skip):
        around = [k for k in kids[name] if k != skip]
        if up[name] is not None and up[name] != skip:
            around.append(up[name])
        return {"label": name, "children": [grow(a, name) for a in around]}
    return grow(label, None)


def _ref_path(tree, a, b):
    up, _, _ = _ref_edges(tree)
    chain_a, chain_b = [a], [b]
    while up[chain_a[-1]] is not None:
        chain_a.append(up[chain_a[-1]])
    while up[chain_b[-1]] is not None:
        chain_b.append(up[chain_b[-1]])
    common = next(x for x in chain_a if x in set(chain_b))
    return chain_a[:chain_a.index(common) + 1] + chain_b[:chain_b.index(common)][::-1]


def _random_tree(rng, n):
    labels = [f"n{i}" for i in range(n)]
    rng.shuffle(labels)
    nodes = [t(labels[0])]
    for i in range(1, n):
        lo = max(0, i - 3) if rng.random() < 0.5 else 0
        child = t(labels[i])
        nodes[rng.randrange(lo, i)]["children"].append(child)
        nodes.append(child)
    return nodes[0]


COUSINS = t("grandparent",
            t("parent", t("x", t("kid-0"), t("kid-1")), t("sibling-0"), t("sibling-1")),
            t("uncle", t("cousin-0"), t("cousin-1")))


def test_singleton():
    assert from_pov(t("x"), "x") == t("x")


def test_reroot_with_many_siblings():
    tree = t("parent", t("a"), t("x"), t("b"), t("c"))
    assert from_pov(tree, "x") == t("x", t("parent", t("a"), t("b"), t("c")))


def test_reroot_from_deep_in_tree():
    tree = t("level-0", t("level-1", t("level-2", t("level-3", t("x")))))
    assert from_pov(tree, "x") == t("x", t("level-3", t("level-2", t("level-1", t("level-0")))))


def test_reroot_cousins():
    assert from_pov(COUSINS, "x") == t(
        "x", t("kid-0"), t("kid-1"),
        t("parent", t("sibling-0"), t("sibling-1"),
          t("grandparent", t("uncle", t("cousin-0"), t("cousin-1")))))


def test_reroot_at_root_is_a_copy():
    result = from_pov(COUSINS, "grandparent")
    assert result == COUSINS
    assert result is not COUSINS


def test_former_parent_is_last_child():
    tree = t("r", t("a", t("b"), t("c")), t("d"))
    assert from_pov(tree, "a") == t("a", t("b"), t("c"), t("r", t("d")))


def test_path_parent_to_child():
    assert path_to(t("parent", t("x")), "parent", "x") == ["parent", "x"]


def test_path_to_cousin():
    assert path_to(COUSINS, "x", "cousin-1") == ["x", "parent", "grandparent", "uncle", "cousin-1"]


def test_path_from_nephew_to_uncle():
    assert path_to(COUSINS, "kid-1", "uncle") == ["kid-1", "x", "parent", "grandparent", "uncle"]


def test_path_to_self():
    assert path_to(COUSINS, "sibling-0", "sibling-0") == ["sibling-0"]


def test_path_to_ancestor():
    assert path_to(COUSINS, "kid-0", "grandparent") == ["kid-0", "x", "parent", "grandparent"]


def test_from_pov_unknown_label():
    with pytest.raises(ValueError, match=r"^Tree could not be reoriented$"):
        from_pov(COUSINS, "nonexistent")


def test_path_from_unknown_label():
    with pytest.raises(ValueError, match=r"^Tree could not be reoriented$"):
        path_to(COUSINS, "nonexistent", "x")


def test_path_to_unknown_label():
    with pytest.raises(ValueError, match=r"^No path found$"):
        path_to(COUSINS, "x", "nonexistent")


def test_duplicate_label():
    with pytest.raises(ValueError, match=r"^duplicate label: 'b'$"):
        from_pov(t("a", t("b", t("c")), t("d", t("b"))), "a")


@pytest.mark.parametrize("tree", [
    ["x", []],
    {"label": "x"},
    t(1),
    {"label": "x", "children": ()},
])
def test_bad_shape(tree):
    with pytest.raises(TypeError, match=_SHAPE):
        from_pov(tree, "x")


def test_shape_checked_before_labels():
    bad = t("a", t("a"), {"label": "b", "children": None})
    with pytest.raises(TypeError, match=_SHAPE):
        path_to(bad, "zzz", "a")


def test_input_untouched_and_not_shared():
    tree = copy.deepcopy(COUSINS)
    result = from_pov(tree, "uncle")
    assert tree == COUSINS
    stack, ids = [tree], set()
    while stack:
        node = stack.pop()
        ids.update((id(node), id(node["children"])))
        stack.extend(node["children"])
    stack = [result]
    while stack:
        node = stack.pop()
        assert id(node) not in ids and id(node["children"]) not in ids
        stack.extend(node["children"])


def test_result_types():
    result = from_pov(COUSINS, "x")
    assert type(result) is dict and type(result["children"]) is list
    assert type(path_to(COUSINS, "x", "uncle")) is list


def test_random_from_pov_against_oracle():
    rng = random.Random(31)
    for _ in range(120):
        tree = _random_tree(rng, rng.randint(1, 30))
        label = f"n{rng.randrange(len(_ref_edges(tree)[2]))}"
        assert from_pov(tree, label) == _ref_from_pov(tree, label)


def test_random_path_against_oracle():
    rng = random.Random(32)
    for _ in range(150):
        tree = _random_tree(rng, rng.randint(1, 30))
        n = len(_ref_edges(tree)[2])
        a, b = f"n{rng.randrange(n)}", f"n{rng.randrange(n)}"
        assert path_to(tree, a, b) == _ref_path(tree, a, b)


def test_speed():
    rng = random.Random(9)
    n = 3000
    nodes = [t("n0")]
    for i in range(1, n):
        parent = nodes[rng.randrange(max(0, i - 40), i)] if i % 10 == 0 else nodes[rng.randrange(max(0, i - 1000), i)]
        child = t(f"n{i}")
        parent["children"].append(child)
        nodes.append(child)
    tree = nodes[0]
    start = time.perf_counter()
    for i in range(100):
        rerooted = from_pov(tree, f"n{(i * 37) % n}")
        path = path_to(tree, f"n{(i * 53) % n}", f"n{(i * 97) % n}")
    elapsed = time.perf_counter() - start
    assert rerooted["label"] == "n663" and path
    assert elapsed < _BUDGET, f"too slow: {elapsed:.2f}s"
