import pytest
from solution import board, can_attack


def test_diagonal():
    assert can_attack((0, 0), (5, 5)) is True
    assert can_attack((0, 7), (7, 0)) is True


def test_knight_offset():
    assert can_attack((0, 0), (1, 2)) is False


def test_list_rejected():
    with pytest.raises(TypeError):
        can_attack([0, 0], (1, 1))


def test_board_shape():
    rows = board((0, 0), (7, 7))
    assert len(rows) == 8 and rows[0].startswith("W") and rows[7].endswith("B")
