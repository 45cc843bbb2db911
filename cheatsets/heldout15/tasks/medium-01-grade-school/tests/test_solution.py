import random
import time

import pytest

from solution import School


class _Oracle:
    def __init__(self):
        self.g = {}

    def add(self, n, g):
        if n in self.g:
            return False
        self.g[n] = g
        return True

    def roster(self):
        return [n for g, n in sorted((g, n) for n, g in self.g.items())]

    def grade(self, k):
        return sorted(n for n, g in self.g.items() if g == k)


def _school(pairs):
    s = School()
    for n, g in pairs:
        s.add_student(n, g)
    return s


def test_empty_roster():
    assert School().roster() == []


def test_add_returns_true():
    assert School().add_student("Aimee", 2) is True


def test_duplicate_same_grade():
    s = School()
    s.add_student("James", 2)
    assert s.add_student("James", 2) is False
    assert s.roster() == ["James"]


def test_duplicate_other_grade():
    s = School()
    s.add_student("James", 2)
    assert s.add_student("James", 3) is False
    assert s.grade(3) == []


def test_roster_sorted():
    s = _school([("Peter", 2), ("Anna", 1), ("Barb", 1), ("Zoe", 2), ("Alex", 2), ("Jim", 3), ("Charlie", 1)])
    assert s.roster() == ["Anna", "Barb", "Charlie", "Alex", "Peter", "Zoe", "Jim"]


def test_grade_sorted():
    s = _school([("Franklin", 5), ("Bradley", 5), ("Jeff", 1)])
    assert s.grade(5) == ["Bradley", "Franklin"]


def test_grade_missing():
    assert _school([("Ann", 1)]).grade(4) == []


def test_roster_is_list_of_str():
    r = _school([("b", 2), ("a", 2)]).roster()
    assert type(r) is list and all(type(x) is str for x in r)


def test_grade_is_list():
    assert type(_school([("b", 2)]).grade(2)) is list


def test_case_sensitive_names():
    s = _school([("bob", 1), ("Bob", 1)])
    assert s.roster() == ["Bob", "bob"]


def test_large_grades():
    s = _school([("x", 12), ("y", 3), ("z", 100)])
    assert s.roster() == ["y", "x", "z"]


def test_roster_copy_not_alias():
    s = _school([("a", 1)])
    r = s.roster()
    r.append("zzz")
    assert s.roster() == ["a"]


def test_bad_name_type():
    with pytest.raises(TypeError, match="name must be a string"):
        School().add_student(7, 1)


def test_bool_grade():
    with pytest.raises(TypeError, match="grade must be an integer"):
        School().add_student("Ann", True)


def test_float_grade():
    with pytest.raises(TypeError, match="grade must be an integer"):
        School().add_student("Ann", 2.0)


def test_zero_grade():
    with pytest.raises(ValueError, match="grade must be positive"):
        School().add_student("Ann", 0)


def test_negative_grade():
    with pytest.raises(ValueError, match="grade must be positive"):
        School().add_student("Ann", -3)


def test_rejected_add_leaves_state():
    s = School()
    with pytest.raises(ValueError):
        s.add_student("Ann", 0)
    assert s.add_student("Ann", 1) is True


def test_random_against_oracle():
    rng = random.Random(99)
    for _ in range(300):
        s, o = School(), _Oracle()
        for _ in range(rng.randint(0, 30)):
            n = "".join(rng.choice("abcAB") for _ in range(rng.randint(1, 3)))
            g = rng.randint(1, 6)
            assert s.add_student(n, g) == o.add(n, g)
        assert s.roster() == o.roster()
        for k in range(0, 8):
            assert s.grade(k) == o.grade(k)


def test_speed():
    rng = random.Random(5)
    names = [f"s{rng.randrange(10**9):09d}" for _ in range(60000)]
    t = time.perf_counter()
    s, o = School(), _Oracle()
    res = [s.add_student(n, i % 12 + 1) for i, n in enumerate(names)]
    r = s.roster()
    gs = [s.grade(k % 12 + 1) for k in range(120)]
    assert time.perf_counter() - t < 8.0
    assert res == [o.add(n, i % 12 + 1) for i, n in enumerate(names)]
    assert r == o.roster()
    assert gs[:12] == [o.grade(k + 1) for k in range(12)]
