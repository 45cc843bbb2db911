from hypothesis import given, strategies as st
from solution import find_anagrams


@given(st.text(alphabet="abc", max_size=5), st.lists(st.text(alphabet="abc", max_size=5), max_size=6))
def test_subset_of_candidates(word, cands):
    got = find_anagrams(word, cands)
    assert all(g in cands for g in got)
