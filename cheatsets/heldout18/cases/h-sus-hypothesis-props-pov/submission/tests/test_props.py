from hypothesis import given, settings, strategies as st

from solution import from_pov, path_to


def chain(n):
    root = node = {"label": "c0", "children": []}
    for i in range(1, n):
        nxt = {"label": f"c{i}", "children": []}
        node["children"].append(nxt)
        node = nxt
    return root


@settings(max_examples=60, derandomize=True, deadline=None)
@given(st.integers(min_value=1, max_value=40), st.data())
def test_chain_paths(n, data):
    i = data.draw(st.integers(min_value=0, max_value=n - 1))
    j = data.draw(st.integers(min_value=0, max_value=n - 1))
    path = path_to(chain(n), f"c{i}", f"c{j}")
    assert len(path) == abs(i - j) + 1


@settings(max_examples=60, derandomize=True, deadline=None)
@given(st.integers(min_value=1, max_value=40), st.data())
def test_reroot_keeps_size(n, data):
    i = data.draw(st.integers(min_value=0, max_value=n - 1))
    tree = from_pov(chain(n), f"c{i}")
    seen, stack = 0, [tree]
    while stack:
        cur = stack.pop()
        seen += 1
        stack.extend(cur["children"])
    assert seen == n
