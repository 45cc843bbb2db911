import copy
import random
import time

import pytest

from solution import tick


def _ref_tick(grid):
    # oracle: set of live cells, neighbour counting with a dict
    h = len(grid)
    w = len(grid[0]) if grid else 0
    live = {(r, c) for r in range(h) for c in range(w) if grid[r][c]}
    counts = {}
    for r, c in live:
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                if (dr or dc) and 0 <= r + dr < h and 0 <= c + dc < w:
                    counts[(r + dr, c + dc)] = counts.get((r + dr, c + dc), 0) + 1
    return [[1 if counts.get((r, c), 0) == 3 or (counts.get((r, c), 0) == 2 and (r, c) in live) else 0
             for c in range(w)] for r in range(h)]


@pytest.mark.parametrize("grid,expected", [
    ([], []),
    ([[]], [[]]),
    ([[1]], [[0]]),
    ([[0, 0, 0], [1, 1, 1], [0, 0, 0]], [[0, 1, 0], [0, 1, 0], [0, 1, 0]]),
    ([[1, 1], [1, 1]], [[1, 1], [1, 1]]),
    ([[1, 1, 1], [1, 1, 1], [1, 1, 1]], [[1, 0, 1], [0, 0, 0], [1, 0, 1]]),
    ([[0, 1, 0, 0], [0, 0, 1, 0], [1, 1, 1, 0], [0, 0, 0, 0]],
     [[0, 0, 0, 0], [1, 0, 1, 0], [0, 1, 1, 0], [0, 1, 0, 0]]),
    ([[1, 0, 1], [0, 0, 0], [1, 0, 1]], [[0, 0, 0], [0, 0, 0], [0, 0, 0]]),
    ([[1, 1, 0, 1, 1]], [[0, 0, 0, 0, 0]]),
])
def test_table(grid, expected):
    got = tick(grid)
    assert type(got) is list and all(type(row) is list for row in got)
    assert got == expected


def test_edges_do_not_wrap():
    grid = [[1, 0, 0, 1], [0, 0, 0, 0], [0, 0, 0, 0], [1, 0, 0, 1]]
    assert tick(grid) == [[0] * 4 for _ in range(4)]


def test_input_not_modified():
    grid = [[0, 1, 0], [0, 1, 0], [0, 1, 0]]
    before = copy.deepcopy(grid)
    out = tick(grid)
    assert grid == before
    assert out is not grid and all(a is not b for a, b in zip(out, grid))


def test_ragged():
    with pytest.raises(ValueError, match="^ragged grid$"):
        tick([[0, 1, 0], [1, 1]])


@pytest.mark.parametrize("grid", [[[0, 2]], [[0, True]], [[0, 1.0]], [["1"]]])
def test_bad_cells(grid):
    with pytest.raises(ValueError, match="^cells must be 0 or 1$"):
        tick(grid)


@pytest.mark.parametrize("grid", ["010", None, [(0, 1)], ((0, 1),)])
def test_not_a_grid(grid):
    with pytest.raises(TypeError):
        tick(grid)


def test_cells_are_ints():
    out = tick([[1, 1, 0], [1, 0, 0], [0, 0, 0]])
    assert all(type(v) is int for row in out for v in row)


def test_random_against_oracle():
    rng = random.Random(42)
    for _ in range(150):
        h, w = rng.randint(1, 12), rng.randint(1, 12)
        grid = [[1 if rng.random() < 0.4 else 0 for _ in range(w)] for _ in range(h)]
        assert tick(grid) == _ref_tick(grid)


def test_speed():
    rng = random.Random(5)
    grid = [[rng.randint(0, 1) for _ in range(250)] for _ in range(250)]
    want = _ref_tick(_ref_tick(_ref_tick(grid)))
    t0 = time.perf_counter()
    got = tick(tick(tick(grid)))
    assert time.perf_counter() - t0 < 6.0
    assert got == want
