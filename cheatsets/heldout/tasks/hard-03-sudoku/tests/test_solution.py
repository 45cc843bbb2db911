import copy

from solution import is_valid_solution, solve

PUZZLE = [
    [5, 3, 0, 0, 7, 0, 0, 0, 0],
    [6, 0, 0, 1, 9, 5, 0, 0, 0],
    [0, 9, 8, 0, 0, 0, 0, 6, 0],
    [8, 0, 0, 0, 6, 0, 0, 0, 3],
    [4, 0, 0, 8, 0, 3, 0, 0, 1],
    [7, 0, 0, 0, 2, 0, 0, 0, 6],
    [0, 6, 0, 0, 0, 0, 2, 8, 0],
    [0, 0, 0, 4, 1, 9, 0, 0, 5],
    [0, 0, 0, 0, 8, 0, 0, 7, 9],
]

SOLUTION = [
    [5, 3, 4, 6, 7, 8, 9, 1, 2],
    [6, 7, 2, 1, 9, 5, 3, 4, 8],
    [1, 9, 8, 3, 4, 2, 5, 6, 7],
    [8, 5, 9, 7, 6, 1, 4, 2, 3],
    [4, 2, 6, 8, 5, 3, 7, 9, 1],
    [7, 1, 3, 9, 2, 4, 8, 5, 6],
    [9, 6, 1, 5, 3, 7, 2, 8, 4],
    [2, 8, 7, 4, 1, 9, 6, 3, 5],
    [3, 4, 5, 2, 8, 6, 1, 7, 9],
]


def test_solves_classic_puzzle_without_mutation():
    before = copy.deepcopy(PUZZLE)
    assert solve(PUZZLE) == SOLUTION
    assert PUZZLE == before


def test_second_puzzle_is_valid():
    puzzle = [
        [0, 0, 0, 2, 6, 0, 7, 0, 1],
        [6, 8, 0, 0, 7, 0, 0, 9, 0],
        [1, 9, 0, 0, 0, 4, 5, 0, 0],
        [8, 2, 0, 1, 0, 0, 0, 4, 0],
        [0, 0, 4, 6, 0, 2, 9, 0, 0],
        [0, 5, 0, 0, 0, 3, 0, 2, 8],
        [0, 0, 9, 3, 0, 0, 0, 7, 4],
        [0, 4, 0, 0, 5, 0, 0, 3, 6],
        [7, 0, 3, 0, 1, 8, 0, 0, 0],
    ]
    out = solve(puzzle)
    assert is_valid_solution(out)
    assert all(puzzle[r][c] in (0, out[r][c]) for r in range(9) for c in range(9))


def test_unsolvable_returns_none():
    bad = copy.deepcopy(PUZZLE)
    bad[0][2] = 5  # two 5s in the first row
    assert solve(bad) is None


def test_is_valid_solution_rejects():
    assert is_valid_solution(SOLUTION) is True
    broken = copy.deepcopy(SOLUTION)
    broken[0][0], broken[0][1] = broken[0][1], broken[0][0]
    assert is_valid_solution(broken) is False
    incomplete = copy.deepcopy(SOLUTION)
    incomplete[4][4] = 0
    assert is_valid_solution(incomplete) is False
