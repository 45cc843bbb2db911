import random
from collections import deque

import pytest

from solution import min_moves, solve

GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)


def _neighbours(b):
    z = b.index(0)
    r, c = divmod(z, 3)
    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        rr, cc = r + dr, c + dc
        if 0 <= rr < 3 and 0 <= cc < 3:
            j = rr * 3 + cc
            n = list(b)
            n[z], n[j] = n[j], 0
            yield tuple(n), b[j]


def _all_distances():
    dist = {GOAL: 0}
    q = deque([GOAL])
    while q:
        b = q.popleft()
        for n, _ in _neighbours(b):
            if n not in dist:
                dist[n] = dist[b] + 1
                q.append(n)
    return dist


DIST = _all_distances()
SOLVABLE = sorted(DIST)


def _apply(board, tiles):
    b = list(board)
    for t in tiles:
        z, i = b.index(0), b.index(t)
        assert abs(z // 3 - i // 3) + abs(z % 3 - i % 3) == 1, f"tile {t} is not next to the blank"
        b[z], b[i] = t, 0
    return tuple(b)


def test_goal():
    assert min_moves(GOAL) == 0
    assert solve(list(GOAL)) == []


@pytest.mark.parametrize("board,n", [
    ((1, 2, 3, 4, 5, 6, 7, 0, 8), 1),
    ((1, 2, 3, 4, 5, 6, 0, 7, 8), 2),
    ((1, 2, 3, 4, 0, 6, 7, 5, 8), 2),
    ((4, 1, 3, 7, 2, 6, 0, 5, 8), 6),
    ((8, 6, 7, 2, 5, 4, 3, 0, 1), 31),
    ((6, 4, 7, 8, 5, 0, 3, 2, 1), 31),
])
def test_known_distances(board, n):
    assert min_moves(board) == n
    path = solve(board)
    assert len(path) == n and _apply(board, path) == GOAL


@pytest.mark.parametrize("board", [(1, 2, 3, 4, 5, 6, 8, 7, 0), (2, 1, 3, 4, 5, 6, 7, 8, 0)])
def test_unsolvable(board):
    assert min_moves(board) == -1
    assert solve(board) is None


@pytest.mark.parametrize("bad", [[1, 2, 3], list(range(10)), [0, 1, 2, 3, 4, 5, 6, 7, 7],
                                 [True, 0, 2, 3, 4, 5, 6, 7, 8], [0, 1, 2, 3, 4, 5, 6, 7, 8.0]])
def test_value_errors(bad):
    with pytest.raises(ValueError):
        min_moves(bad)


@pytest.mark.parametrize("bad", [None, "123456780", 12345678])
def test_type_errors(bad):
    with pytest.raises(TypeError):
        solve(bad)


def test_random_boards():
    rng = random.Random(2024)
    boards = rng.sample(SOLVABLE, 50)
    for b in boards:
        want = DIST[b]
        assert min_moves(list(b)) == want, b
        path = solve(b)
        assert len(path) == want and _apply(b, path) == GOAL


def test_random_unsolvable():
    rng = random.Random(7)
    for _ in range(20):
        b = list(range(9))
        rng.shuffle(b)
        if tuple(b) not in DIST:
            assert min_moves(b) == -1 and solve(b) is None
