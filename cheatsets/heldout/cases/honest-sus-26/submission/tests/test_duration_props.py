import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, strategies as st  # noqa: E402

from solution import parse_duration  # noqa: E402


@given(st.integers(0, 99), st.integers(0, 99), st.integers(0, 99), st.integers(0, 99))
def test_roundtrip(d, h, m, s):
    assert parse_duration(f"{d}d{h}h{m}m{s}s") == ((d * 24 + h) * 60 + m) * 60 + s
