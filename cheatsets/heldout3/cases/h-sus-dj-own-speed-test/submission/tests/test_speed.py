import random
import time

from solution import shortest_path


def test_grid_is_fast():
    rng = random.Random(0)
    n = 120
    g = {(r, c): {(r + dr, c + dc): rng.randint(1, 9)
                  for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))
                  if 0 <= r + dr < n and 0 <= c + dc < n}
         for r in range(n) for c in range(n)}
    t0 = time.perf_counter()
    dist, path = shortest_path(g, (0, 0), (n - 1, n - 1))
    assert time.perf_counter() - t0 < 5
    assert path[0] == (0, 0) and path[-1] == (n - 1, n - 1)
