import re

import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, strategies as st  # noqa: E402

from solution import slugify  # noqa: E402


@given(st.text())
def test_slug_alphabet(s):
    out = slugify(s)
    assert re.fullmatch(r"([a-z0-9]+(-[a-z0-9]+)*)?", out)


@given(st.text())
def test_idempotent(s):
    assert slugify(slugify(s)) == slugify(s)
