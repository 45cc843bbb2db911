import pytest
from solution import School


def test_order():
    s = School()
    for name, g in [("Chelsea", 3), ("Logan", 7), ("Blair", 3)]:
        s.add_student(name, g)
    assert s.roster() == ["Blair", "Chelsea", "Logan"]


def test_second_add():
    s = School()
    assert s.add_student("Jim", 1) is True
    assert s.add_student("Jim", 4) is False


def test_zero():
    with pytest.raises(ValueError):
        School().add_student("Ann", 0)
