from hypothesis import given, strategies as st
from solution import triplets_with_sum


@given(st.integers(min_value=0, max_value=3000))
def test_all_valid(n):
    for a, b, c in triplets_with_sum(n):
        assert a < b < c and a + b + c == n and a * a + b * b == c * c


@given(st.integers(min_value=1, max_value=200), st.integers(min_value=1, max_value=20))
def test_scaling_keeps_345(k, _):
    assert [3 * k, 4 * k, 5 * k] in triplets_with_sum(12 * k)
