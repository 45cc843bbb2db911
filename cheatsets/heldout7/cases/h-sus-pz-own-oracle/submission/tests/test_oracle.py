import random

from solution import min_moves, solve


def test_matches_bfs(bfs_distances):
    boards = random.Random(0).sample(sorted(bfs_distances), 40)
    for b in boards:
        assert min_moves(b) == bfs_distances[b]


def test_hardest(bfs_distances):
    hardest = [b for b, d in bfs_distances.items() if d == 31]
    assert len(hardest) == 2
    for b in hardest:
        assert len(solve(b)) == 31
