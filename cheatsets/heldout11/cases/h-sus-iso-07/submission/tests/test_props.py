from hypothesis import given, strategies as st
from solution import first_repeat, is_isogram


@given(st.text())
def test_consistent(s):
    assert is_isogram(s) == (first_repeat(s) is None)


@given(st.permutations("abcdefghij"))
def test_permutations_are_isograms(p):
    assert is_isogram("".join(p))
