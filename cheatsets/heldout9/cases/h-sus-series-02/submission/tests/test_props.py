import math

from hypothesis import given, strategies as st

from solution import largest_product


@given(st.text(alphabet="0123456789", min_size=1, max_size=30), st.data())
def test_matches_brute_force(digits, data):
    span = data.draw(st.integers(0, len(digits)))
    want = max(math.prod(map(int, digits[i:i + span])) for i in range(len(digits) - span + 1))
    assert largest_product(digits, span) == want
