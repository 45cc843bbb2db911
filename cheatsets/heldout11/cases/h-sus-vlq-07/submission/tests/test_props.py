from hypothesis import given, strategies as st
from solution import decode, encode


@given(st.lists(st.integers(min_value=0, max_value=2 ** 32 - 1)))
def test_roundtrip(nums):
    assert decode(encode(nums)) == nums


@given(st.integers(min_value=0, max_value=2 ** 32 - 1))
def test_last_byte_clear(n):
    assert encode([n])[-1] < 0x80
