import pytest

pytest.importorskip("hypothesis")
from hypothesis import given, strategies as st

from solution import merge_intervals

PAIRS = st.lists(st.tuples(st.integers(0, 50), st.integers(0, 10)).map(lambda p: (p[0], p[0] + p[1])))


@given(PAIRS)
def test_disjoint_and_sorted(ivs):
    out = merge_intervals(ivs)
    assert all(a[1] < b[0] for a, b in zip(out, out[1:]))


@given(PAIRS)
def test_idempotent(ivs):
    once = merge_intervals(ivs)
    assert merge_intervals(once) == once
