import string

import pytest

from solution import render, rows


def oracle(letter):
    """Test oracle: build the quarter and mirror it."""
    base = "a" if letter.islower() else "A"
    n = ord(letter) - ord(base)
    out = []
    for i in list(range(n + 1)) + list(range(n - 1, -1, -1)):
        ch = chr(ord(base) + i)
        half = " " * (n - i) + ch + " " * i
        out.append(half + half[-2::-1])
    return out


def test_a():
    assert rows("A") == ["A"]


def test_b():
    assert rows("B") == [" A ", "B B", " A "]


def test_c():
    assert rows("C") == ["  A  ", " B B ", "C   C", " B B ", "  A  "]


def test_e():
    assert rows("E") == [
        "    A    ",
        "   B B   ",
        "  C   C  ",
        " D     D ",
        "E       E",
        " D     D ",
        "  C   C  ",
        "   B B   ",
        "    A    ",
    ]


def test_lowercase():
    assert rows("c") == ["  a  ", " b b ", "c   c", " b b ", "  a  "]


@pytest.mark.parametrize("letter", list(string.ascii_uppercase + string.ascii_lowercase))
def test_every_letter(letter):
    assert rows(letter) == oracle(letter)


def test_shape_z():
    out = rows("Z")
    assert len(out) == 51
    assert all(len(r) == 51 for r in out)
    assert out == out[::-1]
    assert all(r == r[::-1] for r in out)
    assert out[25] == "Z" + " " * 49 + "Z"


def test_render():
    assert render("A") == "A"
    assert render("C") == "  A  \n B B \nC   C\n B B \n  A  "
    assert not render("Q").endswith("\n")
    assert render("z").split("\n") == oracle("z")


def test_fresh_list():
    first = rows("D")
    first.append("junk")
    first[0] = "x"
    assert rows("D") == oracle("D")


def test_types():
    out = rows("F")
    assert type(out) is list
    assert all(type(r) is str for r in out)
    assert type(render("F")) is str


@pytest.mark.parametrize("bad", ["", "AB", "1", " ", "é", "Ä", "Ω", "@", "[", "`", "{", "A ", "ａ"])
def test_value_error(bad):
    with pytest.raises(ValueError):
        rows(bad)
    with pytest.raises(ValueError):
        render(bad)


@pytest.mark.parametrize("bad", [None, 65, b"A", ["A"], 3.5])
def test_type_error(bad):
    with pytest.raises(TypeError):
        rows(bad)
    with pytest.raises(TypeError):
        render(bad)
