import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, strategies as st

from solution import rle_decode, rle_encode

TEXT = st.text(alphabet=st.characters(blacklist_categories=("Nd", "Nl", "No", "Cs")), max_size=60)


@given(TEXT)
def test_round_trip(s):
    assert rle_decode(rle_encode(s)) == s


@given(TEXT)
def test_never_longer(s):
    assert len(rle_encode(s)) <= len(s)
