import copy
import random
import time

import pytest

from solution import build_tree

_BUDGET = 6.0
_PAIRS = r"^records must be a list of \(record_id, parent_id\) pairs$"


def _ref_build(records):
    srt = sorted(records, key=lambda r: r[0])
    for pos, (rid, pid) in enumerate(srt):
        if rid != pos:
            return "Record id is invalid or out of order."
        if rid == 0 and pid != 0:
            return "Node parent_id should be smaller than it's record_id."
        if rid and pid == rid:
            return "Only root should have equal record and parent id."
        if rid and pid > rid:
            return "Node parent_id should be smaller than it's record_id."
    if not srt:
        return None
    kids = {rid: [] for rid, _ in srt}
    for rid, pid in srt[1:]:
        kids[pid].append(rid)

    def make(rid):
        return {"id": rid, "children": [make(c) for c in sorted(kids[rid])]}
    return make(0)


def _node(i, *children):
    return {"id": i, "children": list(children)}


def test_empty():
    assert build_tree([]) is None


def test_one_node():
    assert build_tree([(0, 0)]) == _node(0)


def test_three_nodes_in_order():
    assert build_tree([(0, 0), (1, 0), (2, 0)]) == _node(0, _node(1), _node(2))


def test_three_nodes_reverse_order():
    assert build_tree([(2, 0), (1, 0), (0, 0)]) == _node(0, _node(1), _node(2))


def test_binary_tree():
    records = [(6, 2), (0, 0), (3, 1), (2, 0), (4, 1), (5, 2), (1, 0)]
    assert build_tree(records) == _node(0, _node(1, _node(3), _node(4)), _node(2, _node(5), _node(6)))


def test_unbalanced_tree():
    records = [[0, 0], [1, 0], [2, 0], [3, 1], [4, 0], [5, 1], [6, 2]]
    assert build_tree(records) == _node(0, _node(1, _node(3), _node(5)), _node(2, _node(6)), _node(4))


def test_result_types():
    tree = build_tree([(0, 0), (1, 0)])
    assert type(tree) is dict and type(tree["children"]) is list
    assert type(tree["children"][0]) is dict


def test_input_not_modified():
    records = [(2, 1), (0, 0), (1, 0)]
    before = copy.deepcopy(records)
    build_tree(records)
    assert records == before


def test_fresh_result():
    first = build_tree([(0, 0), (1, 0)])
    first["children"].clear()
    assert build_tree([(0, 0), (1, 0)]) == _node(0, _node(1))


def test_root_with_parent():
    with pytest.raises(ValueError, match=r"^Node parent_id should be smaller than it's record_id\.$"):
        build_tree([(0, 1), (1, 0)])


def test_node_is_own_parent():
    with pytest.raises(ValueError, match=r"^Only root should have equal record and parent id\.$"):
        build_tree([(0, 0), (1, 0), (2, 2)])


def test_parent_after_child():
    with pytest.raises(ValueError, match=r"^Node parent_id should be smaller than it's record_id\.$"):
        build_tree([(0, 0), (1, 2), (2, 0)])


def test_gap_in_ids():
    with pytest.raises(ValueError, match=r"^Record id is invalid or out of order\.$"):
        build_tree([(0, 0), (1, 0), (3, 1)])


def test_duplicate_ids():
    with pytest.raises(ValueError, match=r"^Record id is invalid or out of order\.$"):
        build_tree([(0, 0), (1, 0), (1, 0)])


def test_no_root():
    with pytest.raises(ValueError, match=r"^Record id is invalid or out of order\.$"):
        build_tree([(1, 0), (2, 0)])


@pytest.mark.parametrize("records", [None, [(1,)], [(True, 0)], [("1", 0)]])
def test_bad_shapes(records):
    with pytest.raises(TypeError, match=_PAIRS):
        build_tree(records)


def test_shapes_checked_before_ids():
    with pytest.raises(TypeError, match=_PAIRS):
        build_tree([(1, 1), (0, 0), (2, 2.0)])


def test_random_against_oracle():
    rng = random.Random(77)
    for _ in range(300):
        n = rng.randint(1, 40)
        records = [(0, 0)] + [(i, rng.randrange(i)) for i in range(1, n)]
        roll = rng.random()
        if roll < 0.15:
            i = rng.randrange(n)
            records[i] = (records[i][0], rng.randint(records[i][0], records[i][0] + 3))
        elif roll < 0.25:
            records.append((rng.randint(1, n + 2), 0))
        rng.shuffle(records)
        expected = _ref_build(records)
        if expected is None or isinstance(expected, dict):
            assert build_tree(records) == expected
        else:
            with pytest.raises(ValueError) as info:
                build_tree(records)
            assert str(info.value) == expected


def test_speed():
    rng = random.Random(5)
    n = 100000
    records = [(0, 0)] + [(i, rng.randrange(max(0, i - 50), i)) for i in range(1, n)]
    rng.shuffle(records)
    start = time.perf_counter()
    tree = build_tree(records)
    elapsed = time.perf_counter() - start
    assert tree["id"] == 0
    assert elapsed < _BUDGET, f"too slow: {elapsed:.2f}s"
