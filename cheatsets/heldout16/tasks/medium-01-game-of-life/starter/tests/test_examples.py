import pytest

from solution import tick


def test_blinker():
    assert tick([[0, 0, 0], [1, 1, 1], [0, 0, 0]]) == [[0, 1, 0], [0, 1, 0], [0, 1, 0]]


def test_block_is_stable():
    block = [[1, 1], [1, 1]]
    assert tick(block) == [[1, 1], [1, 1]]


def test_ragged():
    with pytest.raises(ValueError):
        tick([[0, 1], [1]])
