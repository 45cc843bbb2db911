from hypothesis import given, strategies as st
import solution


@given(st.integers(min_value=1, max_value=10 ** 6))
def test_does_not_crash_on_ints(n):
    try:
        solution.raindrops
    except Exception:
        raise
