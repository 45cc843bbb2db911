import pytest

from solution import largest_rectangle

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, strategies as st


def brute(hs):
    return max((min(hs[i:j]) * (j - i) for i in range(len(hs)) for j in range(i + 1, len(hs) + 1)), default=0)


@given(st.lists(st.integers(0, 30), max_size=25))
def test_matches_brute(hs):
    assert largest_rectangle(hs) == brute(hs)
