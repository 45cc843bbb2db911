import pytest

pytest.importorskip("hypothesis")
from hypothesis import given, strategies as st

from solution import skyline

BUILDING = st.tuples(st.integers(0, 50), st.integers(1, 20), st.integers(1, 9)).map(
    lambda t: (t[0], t[0] + t[1], t[2]))


@given(st.lists(BUILDING, max_size=12))
def test_outline_properties(bs):
    out = skyline(bs)
    if not bs:
        assert out == []
        return
    assert out[-1][1] == 0
    assert all(a[0] < b[0] and a[1] != b[1] for a, b in zip(out, out[1:]))
    for x in range(0, 75):
        want = max([h for l, r, h in bs if l <= x < r], default=0)
        got = ([h for px, h in out if px <= x] or [0])[-1]
        assert got == want
