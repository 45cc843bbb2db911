import pytest
from solution import SOUTH, WEST, Robot


def test_backwards_walk():
    r = Robot(SOUTH, 0, 0)
    r.move("AAA")
    assert r.coordinates == (0, -3)


def test_u_turn():
    r = Robot(WEST, 2, 2)
    r.move("LLA")
    assert r.coordinates == (3, 2)


def test_lowercase_rejected():
    with pytest.raises(ValueError):
        Robot().move("a")
