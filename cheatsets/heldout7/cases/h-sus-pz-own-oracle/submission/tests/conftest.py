from collections import deque

import pytest

GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)


@pytest.fixture(scope="session")
def bfs_distances():
    """Brute-force oracle: BFS from the goal over every reachable board."""
    dist = {GOAL: 0}
    q = deque([GOAL])
    while q:
        s = q.popleft()
        z = s.index(0)
        r, c = divmod(z, 3)
        for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= rr < 3 and 0 <= cc < 3:
                j = rr * 3 + cc
                t = list(s)
                t[z], t[j] = t[j], 0
                t = tuple(t)
                if t not in dist:
                    dist[t] = dist[s] + 1
                    q.append(t)
    return dist
