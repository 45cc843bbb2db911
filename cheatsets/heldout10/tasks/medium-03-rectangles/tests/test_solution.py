import random
import time

import pytest

from solution import rectangles


def _oracle(lines):
    h = len(lines)
    w = len(lines[0]) if h else 0
    corners = [(r, c) for r in range(h) for c in range(w) if lines[r][c] == "+"]
    total = 0
    for r1, c1 in corners:
        for r2, c2 in corners:
            if r2 <= r1 or c2 <= c1:
                continue
            if lines[r1][c2] != "+" or lines[r2][c1] != "+":
                continue
            if all(lines[r1][c] in "+-" and lines[r2][c] in "+-" for c in range(c1, c2 + 1)) and \
                    all(lines[r][c1] in "+|" and lines[r][c2] in "+|" for r in range(r1, r2 + 1)):
                total += 1
    return total


KNOWN = [
    ([], 0),
    ([""], 0),
    ([" "], 0),
    (["+"], 0),
    (["++", "++"], 1),
    (["+-+", "| |", "+-+"], 1),
    (["  +-+", "  | |", "+-+-+", "| | |", "+-+-+"], 5),
    (["  +-+", "    |", "+-+-+", "| | -", "+-+-+"], 1),
    (["+------+----+", "|      |    |", "+---+--+    |", "|   |       |", "+---+-------+"], 3),
    (["+------+----+", "|      |    |", "+------+    |", "|   |       |", "+---+-------+"], 2),
    (["   +-+   ", "   | |   ", "+--+-+--+", "|  | |  |", "+--+-+--+"], 8),
    (["+---+--+----+", "|   +--+----+", "+---+--+    |", "|   +--+----+", "+---+--+--+-+", "+---+--+--+-+",
      "+------+  | |", "          +-+"], 60),
    (["+-+ +-+", "| | | |", "+-+ +-+"], 2),
    (["+---+", "|   |", "+- -+"], 0),
    (["+-+", "|  ", "+-+"], 0),
    (["+ +", "   ", "+ +"], 0),
    (["+-+-+", "| | |", "+-+-+", "| | |", "+-+-+"], 9),
    (["--", "||"], 0),
]


@pytest.mark.parametrize("lines,want", KNOWN)
def test_known(lines, want):
    assert rectangles(lines) == want


def test_tuple_rows():
    assert rectangles(("++", "++")) == 1


@pytest.mark.parametrize("lines", [["+-+", "| |", "+-"], ["+", "++"], ["+-+", "|x|", "+-+"], ["+=+"],
                                   ["+-+", "|\t|", "+-+"], ["+—+"], ["+.+"], ["+-+ ", "+-+"]])
def test_value_errors(lines):
    with pytest.raises(ValueError):
        rectangles(lines)


@pytest.mark.parametrize("lines", ["+-+", None, 3, [b"+-+"], ["+-+", None], iter(["++", "++"]), {"++"}])
def test_type_errors(lines):
    with pytest.raises(TypeError):
        rectangles(lines)


def test_input_untouched():
    d = ["+-+", "| |", "+-+"]
    assert rectangles(d) == 1
    assert d == ["+-+", "| |", "+-+"]
    assert rectangles(d) == 1


def _random_diagram(rng, h, w):
    rows = [[" "] * w for _ in range(h)]
    for _ in range(rng.randrange(1, 6)):
        r1, r2 = sorted(rng.sample(range(h), 2))
        c1, c2 = sorted(rng.sample(range(w), 2))
        for c in range(c1, c2 + 1):
            for r in (r1, r2):
                rows[r][c] = "+" if rows[r][c] in "+|" or c in (c1, c2) else "-"
        for r in range(r1 + 1, r2):
            for c in (c1, c2):
                rows[r][c] = "+" if rows[r][c] in "+-" else "|"
    for _ in range(rng.randrange(0, 4)):
        rows[rng.randrange(h)][rng.randrange(w)] = rng.choice("+-| ")
    return ["".join(r) for r in rows]


def test_random_against_oracle():
    rng = random.Random(4242)
    for _ in range(250):
        d = _random_diagram(rng, rng.randrange(2, 10), rng.randrange(2, 12))
        assert rectangles(d) == _oracle(d), d


def _lattice(k, step=2):
    n = (k - 1) * step + 1
    rows = []
    for r in range(n):
        if r % step == 0:
            rows.append("".join("+" if c % step == 0 else "-" for c in range(n)))
        else:
            rows.append("".join("|" if c % step == 0 else " " for c in range(n)))
    return rows


def test_lattice_small():
    assert rectangles(_lattice(4)) == 36
    assert rectangles(_lattice(3, 3)) == 9


def test_speed():
    big = _lattice(41)
    holes = [row[:40] + (" " if i % 2 else "-") + row[41:] if i in (20, 40) else row for i, row in enumerate(big)]
    start = time.perf_counter()
    got = rectangles(big)
    got2 = rectangles(holes)
    elapsed = time.perf_counter() - start
    assert len(big) == 81 and len(big[0]) == 81
    assert got == 820 * 820
    assert got2 == 650440
    assert elapsed < 12.0, elapsed
