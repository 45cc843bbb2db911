import itertools
import random
import time

import pytest

from solution import board, can_attack

ATTACK = [((2, 4), (2, 6), True), ((4, 5), (2, 5), True), ((2, 2), (0, 4), True), ((2, 2), (3, 1), True),
          ((2, 2), (1, 1), True), ((1, 7), (0, 6), True), ((4, 1), (2, 5), False), ((2, 4), (6, 6), False),
          ((0, 0), (7, 7), True), ((0, 7), (7, 0), True), ((0, 0), (1, 2), False), ((7, 7), (5, 6), False),
          ((3, 3), (4, 5), False), ((5, 0), (0, 5), True)]


@pytest.mark.parametrize("w,b,want", ATTACK)
def test_known(w, b, want):
    assert can_attack(w, b) is want
    assert can_attack(b, w) is want


def _oracle(w, b):
    return w[0] == b[0] or w[1] == b[1] or abs(w[0] - b[0]) == abs(w[1] - b[1])


def test_all_pairs():
    cells = [(r, c) for r in range(8) for c in range(8)]
    for w, b in itertools.permutations(cells, 2):
        assert can_attack(w, b) is _oracle(w, b)


def test_board_known():
    assert board((2, 3), (5, 6)) == [
        "_ _ _ _ _ _ _ _", "_ _ _ _ _ _ _ _", "_ _ _ W _ _ _ _", "_ _ _ _ _ _ _ _",
        "_ _ _ _ _ _ _ _", "_ _ _ _ _ _ B _", "_ _ _ _ _ _ _ _", "_ _ _ _ _ _ _ _"]
    assert board((0, 0), (7, 7))[0] == "W _ _ _ _ _ _ _"
    assert board((0, 0), (7, 7))[7] == "_ _ _ _ _ _ _ B"


def test_board_random():
    rng = random.Random(8)
    for _ in range(300):
        w = (rng.randrange(8), rng.randrange(8))
        b = w
        while b == w:
            b = (rng.randrange(8), rng.randrange(8))
        rows = board(w, b)
        assert type(rows) is list and len(rows) == 8
        for r, line in enumerate(rows):
            cells = line.split(" ")
            assert len(line) == 15 and len(cells) == 8
            for c, cell in enumerate(cells):
                assert cell == ("W" if (r, c) == w else "B" if (r, c) == b else "_")
    assert board((1, 1), (2, 2)) is not board((1, 1), (2, 2))


class Row(int):
    pass


def test_int_subclass():
    assert can_attack((Row(1), Row(1)), (Row(3), Row(3))) is True


BAD_TYPES = [[2, 4], (2,), (2, 4, 1), (2.0, 4), (True, 4), (2, "4"), None, "24", (2, None), 24]


@pytest.mark.parametrize("bad", BAD_TYPES)
def test_type_errors(bad):
    for args in ((bad, (0, 0)), ((0, 0), bad)):
        with pytest.raises(TypeError) as e:
            can_attack(*args)
        assert str(e.value) == "position must be a tuple of two integers"
        with pytest.raises(TypeError) as e:
            board(*args)
        assert str(e.value) == "position must be a tuple of two integers"


@pytest.mark.parametrize("w,b,msg", [
    ((-2, 2), (0, 0), "row not on board"), ((8, 4), (0, 0), "row not on board"),
    ((4, -2), (0, 0), "column not on board"), ((4, 8), (0, 0), "column not on board"),
    ((0, 0), (9, 9), "row not on board"), ((0, 0), (1, 8), "column not on board"),
    ((8, 9), (0, 0), "row not on board"), ((3, 3), (3, 3), "queens cannot share the same square"),
    ((0, 9), (9, 0), "column not on board")])
def test_value_errors(w, b, msg):
    with pytest.raises(ValueError) as e:
        can_attack(w, b)
    assert str(e.value) == msg
    with pytest.raises(ValueError) as e:
        board(w, b)
    assert str(e.value) == msg


def test_white_checked_first():
    with pytest.raises(ValueError, match="^column not on board$"):
        can_attack((0, 8), [0])
    with pytest.raises(TypeError):
        can_attack((0, 0.5), (9, 0))


def test_speed():
    rng = random.Random(3)
    pairs = []
    while len(pairs) < 100000:
        w = (rng.randrange(8), rng.randrange(8))
        b = (rng.randrange(8), rng.randrange(8))
        if w != b:
            pairs.append((w, b))
    t = time.perf_counter()
    hits = sum(can_attack(w, b) for w, b in pairs)
    elapsed = time.perf_counter() - t
    assert hits == sum(_oracle(w, b) for w, b in pairs)
    assert elapsed < 15.0
