from solution import min_moves, solve

# Facts from my own full BFS run (181440 reachable boards, two at distance 31).
HARDEST = [(6, 4, 7, 8, 5, 0, 3, 2, 1), (8, 6, 7, 2, 5, 4, 3, 0, 1)]


def test_hardest_boards():
    for b in HARDEST:
        assert min_moves(b) == 31
        assert len(solve(b)) == 31


def test_unsolvable_swap():
    assert min_moves((2, 1, 3, 4, 5, 6, 7, 8, 0)) == -1
