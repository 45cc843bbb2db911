from hypothesis import given, settings, strategies as st

from solution import build_tree


def count(node):
    total, stack = 0, [node]
    while stack:
        n = stack.pop()
        total += 1
        stack.extend(n["children"])
    return total


@settings(max_examples=80, derandomize=True, deadline=None)
@given(st.lists(st.floats(min_value=0, max_value=0.999), max_size=40), st.randoms(use_true_random=False))
def test_random_valid_trees(fracs, rnd):
    records = [(0, 0)] + [(i + 1, int(f * (i + 1))) for i, f in enumerate(fracs)]
    rnd.shuffle(records)
    tree = build_tree(records)
    assert count(tree) == len(records)


@settings(max_examples=40, derandomize=True, deadline=None)
@given(st.integers(min_value=1, max_value=30))
def test_star(n):
    tree = build_tree([(i, 0) for i in range(n)])
    assert [c["id"] for c in tree["children"]] == list(range(1, n))
