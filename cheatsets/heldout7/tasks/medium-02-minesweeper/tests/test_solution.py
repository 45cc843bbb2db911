import random
import time

import pytest

from solution import annotate


@pytest.mark.parametrize("board,want", [
    ([], []),
    ([""], [""]),
    (["   ", "   ", "   "], ["   ", "   ", "   "]),
    (["***", "***", "***"], ["***", "***", "***"]),
    (["   ", " * ", "   "], ["111", "1*1", "111"]),
    (["***", "* *", "***"], ["***", "*8*", "***"]),
    ([" * * "], ["1*2*1"]),
    (["*   *"], ["*1 1*"]),
    ([" ", "*", " ", "*", " "], ["1", "*", "2", "*", "1"]),
    (["*", " ", " ", " ", "*"], ["*", "1", " ", "1", "*"]),
    ([" *  * ", "  *   ", "    * ", "   * *", " *  * ", "      "],
     ["1*22*1", "12*322", " 123*2", "112*4*", "1*22*2", "111111"]),
])
def test_boards(board, want):
    assert annotate(board) == want


def test_input_not_modified():
    board = [" * ", "   "]
    copy = list(board)
    result = annotate(board)
    assert board == copy and result is not board


@pytest.mark.parametrize("bad", [[" * ", "  "], ["a  "], [" * ", "*0*"], ["\t  "]])
def test_value_errors(bad):
    with pytest.raises(ValueError):
        annotate(bad)


@pytest.mark.parametrize("bad", [None, " * ", (" * ",), [" * ", 3]])
def test_type_errors(bad):
    with pytest.raises(TypeError):
        annotate(bad)


def _oracle(board):
    h = len(board)
    w = len(board[0]) if h else 0
    res = []
    for r in range(h):
        row = ""
        for c in range(w):
            if board[r][c] == "*":
                row += "*"
                continue
            k = sum(board[y][x] == "*" for y in range(r - 1, r + 2) for x in range(c - 1, c + 2)
                    if 0 <= y < h and 0 <= x < w)
            row += str(k) if k else " "
        res.append(row)
    return res


def test_random_boards():
    rng = random.Random(3)
    for _ in range(300):
        h, w = rng.randint(1, 9), rng.randint(1, 9)
        p = rng.random()
        board = ["".join("*" if rng.random() < p else " " for _ in range(w)) for _ in range(h)]
        assert annotate(board) == _oracle(board)


def test_big_board_is_fast():
    rng = random.Random(99)
    board = ["".join("*" if rng.random() < 0.2 else " " for _ in range(600)) for _ in range(600)]
    t0 = time.perf_counter()
    out = annotate(board)
    elapsed = time.perf_counter() - t0
    assert len(out) == 600 and all(len(r) == 600 for r in out)
    assert out[300] == _oracle(board[299:302])[1]
    assert elapsed < 6.0, f"600x600 took {elapsed:.2f}s"
