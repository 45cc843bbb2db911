import pytest

hypothesis = pytest.importorskip("hypothesis")
st = hypothesis.strategies
given = hypothesis.given
from solution import tree_from_traversals


@given(st.lists(st.integers(), unique=True, max_size=30))
def test_right_chain(vals):
    t = tree_from_traversals(vals, vals)
    for v in vals:
        assert t['v'] == v and t['l'] == {}
        t = t['r']
