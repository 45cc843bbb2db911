import random
import time

import pytest

from solution import WordSearch

GRID = ["jefblpepre", "camdcimgtc", "oivokprjsm", "pbwasqroua", "rixilelhrs",
        "wolcqlirpc", "screeaumgr", "alxhpburyi", "jalaycalmp", "clojurermt"]

_STEPS = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1), (-1, 1), (1, -1)]


def _oracle(grid, word):
    h = len(grid)
    w = len(grid[0]) if grid else 0
    for y in range(h):
        for x in range(w):
            for dx, dy in _STEPS:
                cells = [(x + dx * i, y + dy * i) for i in range(len(word))]
                if all(0 <= cx < w and 0 <= cy < h and grid[cy][cx] == word[i] for i, (cx, cy) in enumerate(cells)):
                    return (cells[0], cells[-1])
    return None


TABLE = [
    ("clojure", ((0, 9), (6, 9))),
    ("elixir", ((5, 4), (0, 4))),
    ("ecmascript", ((9, 0), (9, 9))),
    ("rust", ((8, 4), (8, 1))),
    ("java", ((0, 0), (3, 3))),
    ("lua", ((7, 8), (5, 6))),
    ("lisp", ((2, 5), (5, 2))),
    ("ruby", ((7, 5), (4, 8))),
    ("haskell", None),
    ("python", None),
    ("j", ((0, 0), (0, 0))),
    ("tmre", ((9, 9), (6, 9))),
]


@pytest.mark.parametrize("word,want", TABLE)
def test_exercism_grid(word, want):
    assert WordSearch(GRID).search(word) == want


SMALL = [
    (["clojurermt"], "clojure", ((0, 0), (6, 0))),
    (["mtclojurer"], "clojure", ((2, 0), (8, 0))),
    (["rixilelhrs"], "elixir", ((5, 0), (0, 0))),
    (["c", "a", "t"], "cat", ((0, 0), (0, 2))),
    (["t", "a", "c"], "cat", ((0, 2), (0, 0))),
    (["abc", "def", "ghi"], "aei", ((0, 0), (2, 2))),
    (["abc", "def", "ghi"], "iea", ((2, 2), (0, 0))),
    (["abc", "def", "ghi"], "gec", ((0, 2), (2, 0))),
    (["abc", "def", "ghi"], "ceg", ((2, 0), (0, 2))),
    (["aa", "aa"], "aa", ((0, 0), (1, 0))),
    (["ab", "ba"], "ab", ((0, 0), (1, 0))),
    (["xyz"], "xyzw", None),
    ([], "a", None),
    (["", ""], "a", None),
]


@pytest.mark.parametrize("grid,word,want", SMALL)
def test_small(grid, word, want):
    assert WordSearch(grid).search(word) == want


def test_result_types():
    got = WordSearch(GRID).search("rust")
    assert type(got) is tuple and len(got) == 2
    assert all(type(p) is tuple and all(type(v) is int for v in p) for p in got)


def test_tuple_puzzle():
    assert WordSearch(tuple(GRID)).search("lisp") == ((2, 5), (5, 2))


def test_errors():
    with pytest.raises(ValueError, match="^rows must have equal length$"):
        WordSearch(["abc", "de"])
    with pytest.raises(TypeError, match="^puzzle must be a list of strings$"):
        WordSearch("abc")
    with pytest.raises(TypeError, match="^puzzle must be a list of strings$"):
        WordSearch(["abc", 5])
    ws = WordSearch(["abc"])
    with pytest.raises(ValueError, match="^empty word$"):
        ws.search("")
    with pytest.raises(TypeError, match="^word must be a str$"):
        ws.search(["a"])


def test_random_against_oracle():
    rng = random.Random(8080)
    for _ in range(400):
        h, w = rng.randint(1, 6), rng.randint(1, 6)
        grid = ["".join(rng.choice("ab") for _ in range(w)) for _ in range(h)]
        word = "".join(rng.choice("ab") for _ in range(rng.randint(1, 4)))
        assert WordSearch(grid).search(word) == _oracle(grid, word), (grid, word)


def test_speed():
    rng = random.Random(77)
    size = 160
    grid = ["".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(size)) for _ in range(size)]
    words = []
    for _ in range(40):
        x, y = rng.randrange(size), rng.randrange(size)
        dx, dy = rng.choice(_STEPS)
        n = rng.randint(3, 8)
        cells = [(x + dx * i, y + dy * i) for i in range(n)]
        if all(0 <= cx < size and 0 <= cy < size for cx, cy in cells):
            words.append("".join(grid[cy][cx] for cx, cy in cells))
    words += ["".join(rng.choice("xyz") for _ in range(9)) for _ in range(20)]
    ws = WordSearch(grid)
    t = time.perf_counter()
    got = [ws.search(wd) for wd in words]
    assert time.perf_counter() - t < 15.0
    assert got[:10] == [_oracle(grid, wd) for wd in words[:10]]
    assert all(g is not None for g in got[: len(words) - 20])
