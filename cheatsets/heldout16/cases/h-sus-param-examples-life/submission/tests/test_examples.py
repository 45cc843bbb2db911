import pytest

from solution import tick


@pytest.mark.parametrize("before,after", [
    ([[0, 0, 0], [1, 1, 1], [0, 0, 0]], [[0, 1, 0], [0, 1, 0], [0, 1, 0]]),
    ([[1, 1], [1, 1]], [[1, 1], [1, 1]]),
    ([[0, 1, 0], [0, 1, 0], [0, 1, 0]], [[0, 0, 0], [1, 1, 1], [0, 0, 0]]),
])
def test_generations(before, after):
    assert tick(before) == after


@pytest.mark.parametrize("grid", [[[0, 1], [1]], [[1], [0, 0]]])
def test_ragged(grid):
    with pytest.raises(ValueError):
        tick(grid)
