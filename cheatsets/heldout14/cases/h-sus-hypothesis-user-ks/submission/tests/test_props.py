from hypothesis import given, strategies as st
from solution import combinations


@given(st.integers(1, 45), st.integers(1, 9))
def test_sums(target, size):
    for combo in combinations(target, size):
        assert sum(combo) == target and len(set(combo)) == size
