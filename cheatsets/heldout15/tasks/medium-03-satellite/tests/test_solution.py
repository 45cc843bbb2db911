import random
import time

import pytest

from solution import tree_from_traversals


def _pre(t):
    return [] if not t else [t["v"]] + _pre(t["l"]) + _pre(t["r"])


def _in(t):
    return [] if not t else _in(t["l"]) + [t["v"]] + _in(t["r"])


def _random_tree(rng, values):
    if not values:
        return {}
    k = rng.randrange(len(values))
    return {"v": values[k], "l": _random_tree(rng, values[:k]), "r": _random_tree(rng, values[k + 1:])}


def test_empty():
    assert tree_from_traversals([], []) == {}


def test_single():
    assert tree_from_traversals(["a"], ["a"]) == {"v": "a", "l": {}, "r": {}}


def test_exercism_tree():
    want = {"v": "a", "l": {"v": "i", "l": {}, "r": {}},
            "r": {"v": "x", "l": {"v": "f", "l": {}, "r": {}}, "r": {"v": "r", "l": {}, "r": {}}}}
    assert tree_from_traversals(list("aixfr"), list("iafxr")) == want


def test_left_chain():
    want = {"v": 3, "l": {"v": 2, "l": {"v": 1, "l": {}, "r": {}}, "r": {}}, "r": {}}
    assert tree_from_traversals([3, 2, 1], [1, 2, 3]) == want


def test_right_chain():
    want = {"v": 1, "l": {}, "r": {"v": 2, "l": {}, "r": {"v": 3, "l": {}, "r": {}}}}
    assert tree_from_traversals([1, 2, 3], [1, 2, 3]) == want


def test_tuples_accepted():
    assert tree_from_traversals(("b", "a"), ("a", "b")) == {"v": "b", "l": {"v": "a", "l": {}, "r": {}}, "r": {}}


def test_keys_exact():
    t = tree_from_traversals([1], [1])
    assert type(t) is dict and sorted(t) == ["l", "r", "v"]


def test_different_lengths():
    with pytest.raises(ValueError, match="^traversals must have the same length$"):
        tree_from_traversals(["a", "b"], ["b", "a", "r"])


def test_different_elements():
    with pytest.raises(ValueError, match="^traversals must have the same elements$"):
        tree_from_traversals(["x", "y", "z"], ["a", "b", "c"])


def test_duplicates():
    with pytest.raises(ValueError, match="^traversals must contain unique items$"):
        tree_from_traversals(["a", "b", "a"], ["b", "a", "a"])


def test_duplicates_and_different_elements():
    with pytest.raises(ValueError, match="^traversals must have the same elements$"):
        tree_from_traversals(["a", "a"], ["a", "b"])


def test_length_checked_first():
    with pytest.raises(ValueError, match="same length"):
        tree_from_traversals(["a", "a", "q"], ["a"])


def test_random_against_oracle():
    rng = random.Random(31337)
    for _ in range(400):
        vals = rng.sample(range(1000), rng.randint(0, 40))
        t = _random_tree(rng, vals)
        assert tree_from_traversals(_pre(t), _in(t)) == t


def test_random_strings():
    rng = random.Random(8)
    for _ in range(100):
        vals = rng.sample([chr(c) for c in range(65, 91)], rng.randint(1, 20))
        t = _random_tree(rng, vals)
        assert tree_from_traversals(_pre(t), _in(t)) == t


def test_deep_chain():
    n = 400
    pre = list(range(n))
    t = tree_from_traversals(pre, list(reversed(pre)))
    depth = 0
    while t:
        assert t["r"] == {}
        t = t["l"]
        depth += 1
    assert depth == n


def test_speed():
    rng = random.Random(2)
    vals = rng.sample(range(10**6), 30000)
    t = _random_tree(rng, vals)
    pre, ino = _pre(t), _in(t)
    start = time.perf_counter()
    got = tree_from_traversals(pre, ino)
    assert time.perf_counter() - start < 6.0
    assert got == t
