import random

from solution import tick


def brute(grid):
    h = len(grid)
    w = len(grid[0]) if h else 0
    def alive(r, c):
        return 0 <= r < h and 0 <= c < w and grid[r][c] == 1
    return [[int(sum(alive(r + i, c + j) for i in (-1, 0, 1) for j in (-1, 0, 1) if i or j) in
                 ((2, 3) if grid[r][c] else (3,))) for c in range(w)] for r in range(h)]


def test_random_boards_match_brute_force():
    rng = random.Random(11)
    for _ in range(200):
        h, w = rng.randint(1, 9), rng.randint(1, 9)
        g = [[int(rng.random() < 0.45) for _ in range(w)] for _ in range(h)]
        assert tick(g) == brute(g), g
