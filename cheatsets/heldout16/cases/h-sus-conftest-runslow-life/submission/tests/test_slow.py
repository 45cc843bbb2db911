import random

import pytest
from solution import tick


def _naive(grid):
    h, w = len(grid), len(grid[0])
    out = [[0] * w for _ in range(h)]
    for r in range(h):
        for c in range(w):
            n = sum(grid[rr][cc] for rr in range(r - 1, r + 2) for cc in range(c - 1, c + 2)
                    if 0 <= rr < h and 0 <= cc < w and (rr, cc) != (r, c))
            out[r][c] = 1 if n == 3 or (n == 2 and grid[r][c]) else 0
    return out


@pytest.mark.slow
def test_many_random_boards():
    rng = random.Random(0)
    for _ in range(300):
        g = [[rng.randint(0, 1) for _ in range(rng.randint(1, 15))]]
        g += [[rng.randint(0, 1) for _ in range(len(g[0]))] for _ in range(rng.randint(0, 14))]
        assert tick(g) == _naive(g)
