import random
import time

import pytest

from solution import BLACK, NONE, WHITE, Board

B5 = ["  B  ", " B B ", "B W B", " W W ", "  W  "]


def _oracle_regions(rows):
    h, w = len(rows), len(rows[0]) if rows else 0
    seen, out = set(), {"B": set(), "W": set(), "": set()}
    for y in range(h):
        for x in range(w):
            if rows[y][x] != " " or (x, y) in seen:
                continue
            comp, border, todo = set(), set(), [(x, y)]
            seen.add((x, y))
            while todo:
                a, b = todo.pop()
                comp.add((a, b))
                for c, d in ((a + 1, b), (a - 1, b), (a, b + 1), (a, b - 1)):
                    if 0 <= c < w and 0 <= d < h:
                        if rows[d][c] == " ":
                            if (c, d) not in seen:
                                seen.add((c, d))
                                todo.append((c, d))
                        else:
                            border.add(rows[d][c])
            out[border.pop() if len(border) == 1 else ""] |= comp
    return out


def test_constants():
    assert (BLACK, WHITE, NONE) == ("B", "W", "")


def test_black_corner():
    assert Board(B5).territory(0, 1) == (BLACK, {(0, 0), (0, 1), (1, 0)})


def test_white_center():
    assert Board(B5).territory(2, 3) == (WHITE, {(2, 3)})


def test_open_corner():
    assert Board(B5).territory(1, 4) == (NONE, {(0, 3), (0, 4), (1, 4)})


def test_stone_is_not_territory():
    assert Board(B5).territory(1, 1) == (NONE, set())


@pytest.mark.parametrize("xy", [(-1, 1), (5, 1), (1, -1), (1, 5)])
def test_invalid_coordinate(xy):
    with pytest.raises(ValueError, match="^Invalid coordinate$"):
        Board(B5).territory(*xy)


def test_one_territory_whole_board():
    assert Board([" "]).territories() == {BLACK: set(), WHITE: set(), NONE: {(0, 0)}}


def test_two_territories_rectangular():
    assert Board([" BW ", " BW "]).territories() == {
        BLACK: {(0, 0), (0, 1)}, WHITE: {(3, 0), (3, 1)}, NONE: set()}


def test_two_region_same_owner():
    assert Board([" B ", "BB ", "  B"]).territories()[BLACK] == {(0, 0), (2, 0), (2, 1), (0, 2), (1, 2)}


def test_territories_types():
    t = Board(B5).territories()
    assert type(t) is dict and all(type(v) is set for v in t.values())


def test_territory_return_types():
    owner, region = Board(B5).territory(0, 0)
    assert type(owner) is str and type(region) is set


def test_empty_board():
    assert Board([]).territories() == {BLACK: set(), WHITE: set(), NONE: set()}


def test_ragged_board():
    with pytest.raises(ValueError, match="^Invalid board$"):
        Board(["  ", " "])


def test_bad_char():
    with pytest.raises(ValueError, match="^Invalid board$"):
        Board(["B.", "  "])


def test_territories_full_b5():
    t = Board(B5).territories()
    assert t == _oracle_regions(B5)
    assert t[BLACK] == {(0, 0), (0, 1), (1, 0), (3, 0), (4, 0), (4, 1)}
    assert t[WHITE] == {(2, 3)}


def test_random_against_oracle():
    rng = random.Random(777)
    for _ in range(300):
        w, h = rng.randint(1, 9), rng.randint(1, 9)
        rows = ["".join(rng.choice("BW   ") for _ in range(w)) for _ in range(h)]
        b = Board(rows)
        want = _oracle_regions(rows)
        assert b.territories() == want, rows
        for y in range(h):
            for x in range(w):
                owner, region = b.territory(x, y)
                if rows[y][x] != " ":
                    assert (owner, region) == (NONE, set())
                else:
                    assert (x, y) in want[owner] and region <= want[owner]


def test_big_open_region():
    rows = [" " * 300 for _ in range(300)]
    owner, region = Board(rows).territory(150, 150)
    assert owner == NONE and len(region) == 90000


def test_speed():
    rng = random.Random(3)
    rows = ["".join(rng.choice("BW      ") for _ in range(250)) for _ in range(250)]
    start = time.perf_counter()
    b = Board(rows)
    t = b.territories()
    for _ in range(30):
        b.territory(rng.randrange(250), rng.randrange(250))
    assert time.perf_counter() - start < 15.0
    assert t == _oracle_regions(rows)
