import pytest

st = pytest.importorskip("hypothesis.strategies")
from hypothesis import given  # noqa: E402

from solution import spiral  # noqa: E402


@given(st.integers(1, 8), st.integers(1, 8))
def test_permutation(r, c):
    m = [[i * c + j for j in range(c)] for i in range(r)]
    assert sorted(spiral(m)) == list(range(r * c))
