import pytest

hypothesis = pytest.importorskip("hypothesis")
st = hypothesis.strategies
given = hypothesis.given
from solution import score


@given(st.floats(-20, 20), st.floats(-20, 20))
def test_symmetric(x, y):
    assert score(x, y) == score(-x, y) == score(y, x)
