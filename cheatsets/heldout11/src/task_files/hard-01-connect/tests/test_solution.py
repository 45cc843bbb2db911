import random
import time

import pytest

from solution import winner

KNOWN = [
    ([". . . . .", " . . . . .", "  . . . . .", "   . . . . .", "    . . . . ."], ""),
    (["X"], "X"),
    (["O"], "O"),
    (["."], ""),
    (["O O O X", " X . . X", "  X . . X", "   X O O O"], ""),
    (["X . . .", " . X O .", "  O . X O", "   . O . X", "    . . O ."], ""),
    ([". O . .", " O X X X", "  O X O .", "   X X O X", "    . O X ."], "X"),
    ([". O . .", " O X X X", "  O O O .", "   X X O X", "    . O X ."], "O"),
    (["X X X X X", " . . . . .", "  . . . . .", "   . . . . ."], "X"),
    (["O . . . .", " O . . . .", "  O . . . .", "   O . . . ."], "O"),
    (["X O . .", " O X X X", "  O X O .", "   . O X .", "    X X O X", "     . O X ."], ""),
    (["O X X X X X X X X", " O X O O O O O O O", "  O X O X X X X X O", "   O X O X O O O X O",
      "    O X O X X X O X O", "     O X O O O X O X O", "      O X X X X X O X O",
      "       O O O O O O O X O", "        X X X X X X X X O"], "X"),
    (["X O", " O X"], "O"),
    (["X .", " . X"], ""),
    (["X X", " . ."], "X"),
    (["O .", " . O"], ""),
    (["O .", " O ."], "O"),
    ([". O", " O ."], "O"),
    (["  X   X  ", "\t. ."], "X"),
    (("O", "O", "O"), "O"),
    (("X", "X", "."), "X"),
]


@pytest.mark.parametrize("board,want", KNOWN)
def test_known(board, want):
    assert winner(board) == want


@pytest.mark.parametrize("bad", [[], [""], ["   "], [". .", "."], [". x"], [". o"], ["X Y"], [". . .", " . 0 ."],
                                 ["..", ". ."], [". #"]])
def test_invalid_board(bad):
    with pytest.raises(ValueError, match=r"^invalid board$"):
        winner(bad)


@pytest.mark.parametrize("bad", ["X", None, 3, [["X"]], ["X", None], (b"X",), {"X": 1}])
def test_type_errors(bad):
    with pytest.raises(TypeError, match=r"^board must be a list of strings$"):
        winner(bad)


def test_board_untouched():
    board = [". O", " O ."]
    copy = list(board)
    assert winner(board) == "O"
    assert board == copy


def _oracle(grid):
    h, w = len(grid), len(grid[0])
    parent = list(range(h * w + 4))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    def union(a, b):
        parent[find(a)] = find(b)

    top, bottom, left, right = h * w, h * w + 1, h * w + 2, h * w + 3
    for r in range(h):
        for c in range(w):
            p = grid[r][c]
            if p == ".":
                continue
            i = r * w + c
            if p == "O" and r == 0:
                union(i, top)
            if p == "O" and r == h - 1:
                union(i, bottom)
            if p == "X" and c == 0:
                union(i, left)
            if p == "X" and c == w - 1:
                union(i, right)
            for dr, dc in ((0, 1), (1, -1), (1, 0)):
                nr, nc = r + dr, c + dc
                if 0 <= nr < h and 0 <= nc < w and grid[nr][nc] == p:
                    union(i, nr * w + nc)
    if find(left) == find(right):
        return "X"
    if find(top) == find(bottom):
        return "O"
    return ""


def _render(grid, rng):
    return [" " * (i if rng.random() < 0.8 else 0) + (" " * rng.randint(1, 2)).join(row) for i, row in enumerate(grid)]


def test_random_against_oracle():
    rng = random.Random(61)
    counts = {"X": 0, "O": 0, "": 0}
    for _ in range(700):
        h, w = rng.randint(1, 9), rng.randint(1, 9)
        pd = rng.random()
        grid = [[rng.choice(".") if rng.random() < pd * 0.5 else rng.choice("XO") for _ in range(w)] for _ in range(h)]
        want = _oracle(grid)
        counts[want] += 1
        assert winner(_render(grid, rng)) == want, grid
    assert min(counts.values()) > 30


def test_full_boards_have_a_winner():
    rng = random.Random(3)
    for _ in range(150):
        n = rng.randint(1, 12)
        grid = [[rng.choice("XO") for _ in range(n)] for _ in range(n)]
        got = winner([" ".join(r) for r in grid])
        assert got in ("X", "O")
        assert got == _oracle(grid)


def _snake(n, player):
    # one long chain: rows alternate full / single cell at alternating ends (for O, transposed idea for X)
    grid = [["." for _ in range(n)] for _ in range(n)]
    for r in range(n):
        if r % 2 == 0:
            for c in range(n):
                grid[r][c] = "O"
        else:
            grid[r][n - 1 if (r // 2) % 2 == 0 else 0] = "O"
    if player == "X":
        grid = [[grid[c][r].replace("O", "X") for c in range(n)] for r in range(n)]
    return grid


def test_speed():
    rng = random.Random(10)
    boards = []
    for _ in range(3):
        grid = [[rng.choice("XO.") for _ in range(500)] for _ in range(500)]
        boards.append((grid, _oracle(grid)))
    boards.append((_snake(499, "O"), "O"))
    boards.append((_snake(499, "X"), "X"))
    rendered = [([" ".join(r) for r in g], want) for g, want in boards]
    t0 = time.perf_counter()
    for board, want in rendered:
        assert winner(board) == want
    assert time.perf_counter() - t0 < 20.0
