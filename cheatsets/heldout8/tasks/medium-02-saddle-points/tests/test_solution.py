import copy
import random
import time

import pytest

from solution import saddle_points


def brute(matrix):
    """Test oracle: check every cell against its whole row and column."""
    out = []
    for i, row in enumerate(matrix):
        for j, v in enumerate(row):
            if all(v >= x for x in row) and all(v <= r[j] for r in matrix):
                out.append({"row": i + 1, "column": j + 1})
    return out


def P(*cells):
    return [{"row": r, "column": c} for r, c in cells]


@pytest.mark.parametrize("matrix,want", [
    ([[9, 8, 7], [5, 3, 2], [6, 6, 7]], P((2, 1))),
    ([], []),
    ([[]], []),
    ([[], [], []], []),
    ([[1, 2, 3], [3, 1, 2], [2, 3, 1]], []),
    ([[4, 5, 4], [3, 5, 5], [1, 5, 4]], P((1, 2), (2, 2), (3, 2))),
    ([[6, 7, 8], [5, 5, 5], [7, 5, 6]], P((2, 1), (2, 2), (2, 3))),
    ([[8, 7, 9], [6, 7, 6], [3, 2, 5]], P((3, 3))),
    ([[3, 1, 3], [3, 2, 4]], P((1, 1), (1, 3))),
    ([[2], [1], [4], [1]], P((2, 1), (4, 1))),
    ([[2, 5, 3, 5]], P((1, 2), (1, 4))),
    ([[7]], P((1, 1))),
    ([[-2, -5], [-1, -3]], P((1, 1))),
    ([[1.5, 0.5], [2.5, 1.0]], P((1, 1))),
])
def test_known(matrix, want):
    assert saddle_points(matrix) == want


def test_tuples_accepted():
    assert saddle_points(((9, 8, 7), (5, 3, 2), (6, 6, 7))) == P((2, 1))


def test_all_equal():
    m = [[5] * 4 for _ in range(3)]
    assert saddle_points(m) == [{"row": r, "column": c} for r in range(1, 4) for c in range(1, 5)]


@pytest.mark.parametrize("matrix", [
    [[1, 2, 3], [3, 2]],
    [[1], []],
    [[], [1]],
    [[1, 2], [3, 4], [5]],
])
def test_irregular(matrix):
    with pytest.raises(ValueError, match=r"^irregular matrix$"):
        saddle_points(matrix)


@pytest.mark.parametrize("bad", [None, 5, "123", {1: [1]}])
def test_type_error(bad):
    with pytest.raises(TypeError):
        saddle_points(bad)


def test_input_untouched():
    m = [[4, 5, 4], [3, 5, 5], [1, 5, 4]]
    before = copy.deepcopy(m)
    saddle_points(m)
    assert m == before


def test_new_list_each_time():
    m = [[1, 2], [0, 3]]
    a = saddle_points(m)
    a.append("junk")
    assert saddle_points(m) == brute(m)


def test_random_against_oracle():
    rng = random.Random(8821)
    for _ in range(400):
        h, w = rng.randrange(1, 7), rng.randrange(1, 7)
        hi = rng.choice([1, 2, 3, 9, 100])
        m = [[rng.randint(0, hi) for _ in range(w)] for _ in range(h)]
        assert saddle_points(m) == brute(m), m


def test_large_fast():
    rng = random.Random(8822)
    n = 600
    m = [[rng.randrange(1000) for _ in range(n)] for _ in range(n)]
    m[123] = [5000] * n
    for i in range(n):
        m[i][77] = 7000 if i != 123 else 5000
    start = time.perf_counter()
    got = saddle_points(m)
    elapsed = time.perf_counter() - start
    assert got == [{"row": 124, "column": c + 1} for c in range(n) if m[123][c] == 5000 and all(r[c] >= 5000 for r in m)]
    assert elapsed < 4.0, elapsed
