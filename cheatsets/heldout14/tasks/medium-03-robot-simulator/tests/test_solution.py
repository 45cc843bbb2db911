import random
import time

import pytest

from solution import EAST, NORTH, SOUTH, WEST, Robot


def _oracle(d, x, y, cmds):
    for c in cmds:
        if c == "R":
            d = (d + 1) % 4
        elif c == "L":
            d = (d - 1) % 4
        else:
            x += (0, 1, 0, -1)[d]
            y += (1, 0, -1, 0)[d]
    return d, (x, y)


def test_constants():
    assert (NORTH, EAST, SOUTH, WEST) == (0, 1, 2, 3)


def test_defaults():
    r = Robot()
    assert r.direction == NORTH and r.coordinates == (0, 0)


def test_init_values():
    r = Robot(SOUTH, -1, 5)
    assert r.direction == SOUTH and r.coordinates == (-1, 5)


TABLE = [
    (NORTH, 0, 0, "R", EAST, (0, 0)),
    (EAST, 0, 0, "R", SOUTH, (0, 0)),
    (SOUTH, 0, 0, "R", WEST, (0, 0)),
    (WEST, 0, 0, "R", NORTH, (0, 0)),
    (NORTH, 0, 0, "L", WEST, (0, 0)),
    (WEST, 0, 0, "L", SOUTH, (0, 0)),
    (SOUTH, 0, 0, "L", EAST, (0, 0)),
    (EAST, 0, 0, "L", NORTH, (0, 0)),
    (NORTH, 0, 0, "A", NORTH, (0, 1)),
    (SOUTH, 0, 0, "A", SOUTH, (0, -1)),
    (EAST, 0, 0, "A", EAST, (1, 0)),
    (WEST, 0, 0, "A", WEST, (-1, 0)),
    (NORTH, 7, 3, "RAALAL", WEST, (9, 4)),
    (NORTH, 0, 0, "LAAARALA", WEST, (-4, 1)),
    (EAST, 2, -7, "RRAAAAALA", SOUTH, (-3, -8)),
    (SOUTH, 8, 4, "LAAARRRALLLL", NORTH, (11, 5)),
    (NORTH, 0, 0, "", NORTH, (0, 0)),
    (WEST, 3, 3, "RRRR", WEST, (3, 3)),
]


@pytest.mark.parametrize("d,x,y,cmds,want_d,want_xy", TABLE)
def test_table(d, x, y, cmds, want_d, want_xy):
    r = Robot(d, x, y)
    r.move(cmds)
    assert r.direction == want_d
    assert r.coordinates == want_xy


def test_types():
    r = Robot(EAST, 1, 2)
    r.move("AA")
    assert type(r.coordinates) is tuple
    assert all(type(v) is int for v in r.coordinates)


def test_moves_accumulate():
    r = Robot()
    r.move("A")
    r.move("RA")
    r.move("A")
    assert r.coordinates == (2, 1) and r.direction == EAST


def test_invalid_instruction_leaves_state():
    r = Robot(NORTH, 1, 1)
    with pytest.raises(ValueError, match="^invalid instruction: X$"):
        r.move("AAX")
    assert r.coordinates == (1, 1) and r.direction == NORTH
    with pytest.raises(ValueError, match="^invalid instruction: r$"):
        r.move("r")


def test_invalid_direction():
    with pytest.raises(ValueError, match="^invalid direction$"):
        Robot(4)
    with pytest.raises(ValueError, match="^invalid direction$"):
        Robot("N")


def test_invalid_coordinates():
    with pytest.raises(TypeError, match="^coordinates must be ints$"):
        Robot(NORTH, 1.5, 0)
    with pytest.raises(TypeError, match="^coordinates must be ints$"):
        Robot(NORTH, 0, True)


def test_random_against_oracle():
    rng = random.Random(1234)
    for _ in range(500):
        d = rng.randrange(4)
        x, y = rng.randint(-50, 50), rng.randint(-50, 50)
        cmds = "".join(rng.choice("RLAAA") for _ in range(rng.randint(0, 40)))
        r = Robot(d, x, y)
        r.move(cmds)
        assert (r.direction, r.coordinates) == _oracle(d, x, y, cmds), cmds


def test_speed():
    rng = random.Random(5)
    cmds = "".join(rng.choice("RLAA") for _ in range(1_000_000))
    r = Robot(WEST, 10, -10)
    t = time.perf_counter()
    r.move(cmds)
    assert time.perf_counter() - t < 10.0
    assert (r.direction, r.coordinates) == _oracle(WEST, 10, -10, cmds)
