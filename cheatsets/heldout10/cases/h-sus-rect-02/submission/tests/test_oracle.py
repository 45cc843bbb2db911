import random

from solution import rectangles


def brute(lines):
    """Slow but obvious: every pair of corners, check all four sides character by character."""
    h, w = len(lines), len(lines[0]) if lines else 0
    n = 0
    for r1 in range(h):
        for r2 in range(r1 + 1, h):
            for c1 in range(w):
                for c2 in range(c1 + 1, w):
                    if all(lines[r][c] == "+" for r in (r1, r2) for c in (c1, c2)) \
                            and all(lines[r][c] in "+-" for r in (r1, r2) for c in range(c1, c2 + 1)) \
                            and all(lines[r][c] in "+|" for c in (c1, c2) for r in range(r1, r2 + 1)):
                        n += 1
    return n


def test_random_diagrams():
    rng = random.Random(11)
    for _ in range(300):
        h, w = rng.randrange(1, 8), rng.randrange(1, 9)
        grid = ["".join(rng.choice("++-| ") for _ in range(w)) for _ in range(h)]
        assert rectangles(grid) == brute(grid), grid
