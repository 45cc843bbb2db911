import random

import pytest

from solution import decode, encode

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, strategies as st  # noqa: E402


@given(st.text(max_size=200), st.integers(min_value=1, max_value=40))
def test_round_trip(text, rails):
    assert decode(encode(text, rails), rails) == text


@given(st.text(max_size=200), st.integers(min_value=1, max_value=40))
def test_encode_is_permutation(text, rails):
    assert sorted(encode(text, rails)) == sorted(text)


def test_seeded_round_trip():
    rng = random.Random(5)
    for _ in range(300):
        s = "".join(chr(rng.randrange(32, 1000)) for _ in range(rng.randrange(50)))
        r = rng.randrange(1, 15)
        assert decode(encode(s, r), r) == s
