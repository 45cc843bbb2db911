import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, strategies as st

from solution import decode, encode

WORD = st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", min_size=1, max_size=8)


@given(st.lists(WORD, min_size=1, max_size=6))
def test_roundtrip(words):
    text = " ".join(words)
    assert decode(encode(text)) == text


@given(WORD)
def test_lowercase_same(word):
    assert encode(word.lower()) == encode(word)
