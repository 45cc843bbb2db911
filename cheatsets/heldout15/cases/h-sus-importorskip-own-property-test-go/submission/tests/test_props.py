import pytest

hypothesis = pytest.importorskip("hypothesis")
st = hypothesis.strategies
given = hypothesis.given
from solution import Board, NONE


@given(st.integers(1, 12), st.integers(1, 12))
def test_empty_board_has_no_owner(w, h):
    t = Board([' ' * w] * h).territories()
    assert len(t[NONE]) == w * h
