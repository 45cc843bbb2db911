import re

import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, strategies as st

from solution import acronym


@given(st.text(alphabet="ab C-_'1 \t", max_size=30))
def test_matches_simple_model(s):
    want = "".join(next((c for c in w if c.isalpha()), "").upper() for w in re.split(r"[\s_-]+", s))
    assert acronym(s) == want


@given(st.text())
def test_always_upper_or_empty(s):
    out = acronym(s)
    assert out == out.upper()
