from hypothesis import given, strategies as st
from solution import winner


@given(st.integers(1, 8), st.data())
def test_full_board_has_winner(n, data):
    rows = [" ".join(data.draw(st.lists(st.sampled_from("XO"), min_size=n, max_size=n))) for _ in range(n)]
    assert winner(rows) in ("X", "O")


@given(st.integers(1, 8))
def test_empty_board(n):
    assert winner([" ".join("." * n)] * n) == ""
