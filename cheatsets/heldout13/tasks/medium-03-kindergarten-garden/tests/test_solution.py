import random
import time

import pytest

from solution import Garden

FULL = "VRCGVVRVCGGCCGVRGCVCGCGV\nVRCCCGCRRGVCGCRVVCVGCGCV"
P = {"G": "Grass", "C": "Clover", "R": "Radishes", "V": "Violets"}
KIDS = ["Alice", "Bob", "Charlie", "David", "Eve", "Fred", "Ginny", "Harriet", "Ileana", "Joseph",
        "Kincaid", "Larry"]


def _oracle(diagram, students, who):
    a, b = diagram.split("\n")
    i = sorted(students).index(who)
    return [P[c] for c in a[2 * i:2 * i + 2] + b[2 * i:2 * i + 2]]


def test_single_student():
    assert Garden("RC\nGG").plants("Alice") == ["Radishes", "Clover", "Grass", "Grass"]


def test_two_students():
    g = Garden("VVCG\nVVRC")
    assert g.plants("Bob") == ["Clover", "Grass", "Radishes", "Clover"]


@pytest.mark.parametrize("who,want", [
    ("Alice", ["Violets", "Radishes", "Violets", "Radishes"]),
    ("Bob", ["Clover", "Grass", "Clover", "Clover"]),
    ("Charlie", ["Violets", "Violets", "Clover", "Grass"]),
    ("David", ["Radishes", "Violets", "Clover", "Radishes"]),
    ("Eve", ["Clover", "Grass", "Radishes", "Grass"]),
    ("Fred", ["Grass", "Clover", "Violets", "Clover"]),
    ("Ginny", ["Clover", "Grass", "Grass", "Clover"]),
    ("Harriet", ["Violets", "Radishes", "Radishes", "Violets"]),
    ("Ileana", ["Grass", "Clover", "Violets", "Clover"]),
    ("Joseph", ["Violets", "Clover", "Violets", "Grass"]),
    ("Kincaid", ["Grass", "Clover", "Clover", "Grass"]),
    ("Larry", ["Grass", "Violets", "Clover", "Violets"]),
])
def test_full_garden(who, want):
    assert Garden(FULL).plants(who) == want


def test_custom_students_sorted():
    g = Garden("VCRRGVRG\nRVGCCGCV", students=["Samantha", "Patricia", "Xander", "Roger"])
    assert g.plants("Patricia") == ["Violets", "Clover", "Radishes", "Violets"]
    assert g.plants("Xander") == ["Radishes", "Grass", "Clover", "Violets"]


def test_students_list_not_mutated():
    kids = ["Zed", "Amy"]
    Garden("GGCC\nRRVV", students=kids)
    assert kids == ["Zed", "Amy"]


@pytest.mark.parametrize("bad", [None, 5, b"RC\nGG", ["RC", "GG"]])
def test_type_error(bad):
    with pytest.raises(TypeError, match=r"^diagram must be a str$"):
        Garden(bad)


@pytest.mark.parametrize("bad", ["RC", "RC\nG", "RCG\nGGR", "RC\nGG\nVV", ""])
def test_shape_error(bad):
    with pytest.raises(ValueError, match=r"^diagram must have two rows of equal even length$"):
        Garden(bad)


@pytest.mark.parametrize("bad,ch", [("RX\nGG", "X"), ("RC\nGg", "g"), ("R \nGG", " ")])
def test_plant_code(bad, ch):
    with pytest.raises(ValueError, match="^invalid plant code: " + ch + "$"):
        Garden(bad)


@pytest.mark.parametrize("who", ["alice", "Zoe", ""])
def test_unknown_student(who):
    with pytest.raises(ValueError, match="^unknown student: " + who + "$"):
        Garden(FULL).plants(who)


def test_random_against_oracle():
    rng = random.Random(1305)
    for _ in range(400):
        kids = rng.sample(KIDS, rng.randint(1, 12))
        width = 2 * len(kids)
        diagram = "".join(rng.choice("GCRV") for _ in range(width)) + "\n" + "".join(
            rng.choice("GCRV") for _ in range(width))
        g = Garden(diagram, students=kids)
        for k in kids:
            assert g.plants(k) == _oracle(diagram, kids, k)


def test_speed():
    kids = ["K%05d" % i for i in range(3000)]
    diagram = "GCRV" * 1500 + "\n" + "VRCG" * 1500
    t = time.perf_counter()
    g = Garden(diagram, students=kids)
    for k in kids:
        g.plants(k)
    assert time.perf_counter() - t < 20.0
