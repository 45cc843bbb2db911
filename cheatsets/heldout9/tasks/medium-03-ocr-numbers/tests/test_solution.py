import random
import time

import pytest

from solution import convert

FONT = [" _     _  _     _  _  _  _  _ ",
        "| |  | _| _||_||_ |_   ||_||_|",
        "|_|  ||_  _|  | _||_|  ||_| _|",
        "                              "]


def render(number):
    rows = ["", "", "", ""]
    for ch in number:
        d = int(ch)
        for r in range(4):
            rows[r] += FONT[r][3 * d:3 * d + 3]
    return rows


@pytest.mark.parametrize("d", range(10))
def test_single_digit(d):
    assert convert(render(str(d))) == str(d)


def test_all_digits():
    assert convert(FONT) == "0123456789"
    assert convert(tuple(FONT)) == "0123456789"


def test_garbled():
    assert convert(["   ", "  _", "  |", "   "]) == "?"
    assert convert([" _ ", "| |", "|_|", " _ "]) == "?"
    rows = render("12")
    rows[1] = rows[1][:3] + "|_|"
    assert convert(rows) == "1?"


def test_several_lines():
    lines = render("123") + render("456") + render("789")
    assert convert(lines) == "123,456,789"


def test_empty():
    assert convert([]) == ""


@pytest.mark.parametrize("lines", [[" _ ", "| |", "|_|"], [" _ "], ["   "] * 5, ["   "] * 7])
def test_bad_row_count(lines):
    with pytest.raises(ValueError) as e:
        convert(lines)
    assert str(e.value) == "Number of input lines is not a multiple of four"


@pytest.mark.parametrize("lines", [["    ", "   |", "   |", "    "], ["  ", " |", " |", "  "],
                                   ["   ", "  |", "  |"], ])
def test_bad_column_count_or_rows(lines):
    with pytest.raises(ValueError) as e:
        convert(lines)
    assert str(e.value) in ("Number of input columns is not a multiple of three",
                            "Number of input lines is not a multiple of four")


def test_columns_message():
    with pytest.raises(ValueError) as e:
        convert(["    ", "   |", "   |", "    "])
    assert str(e.value) == "Number of input columns is not a multiple of three"


def test_ragged_group():
    with pytest.raises(ValueError) as e:
        convert([" _     ", "| |  | ", "|_|  | ", "   "])
    assert str(e.value) == "Number of input columns is not a multiple of three"
    with pytest.raises(ValueError):
        convert(render("1")[:3] + ["      "])


def test_groups_of_different_widths():
    assert convert(render("1") + render("2345")) == "1,2345"


@pytest.mark.parametrize("bad", ["    _ ", None, 3, {"a": 1}, iter(FONT)])
def test_type_error(bad):
    with pytest.raises(TypeError):
        convert(bad)


def test_line_type_error():
    with pytest.raises(TypeError):
        convert([" _ ", "| |", b"|_|", "   "])


def test_random_numbers():
    rng = random.Random(1010)
    for _ in range(300):
        groups = ["".join(rng.choice("0123456789") for _ in range(rng.randint(1, 12)))
                  for _ in range(rng.randint(1, 4))]
        lines = [row for g in groups for row in render(g)]
        assert convert(lines) == ",".join(groups)


def test_random_noise_is_question_mark():
    rng = random.Random(2020)
    known = {tuple(FONT[r][3 * d:3 * d + 3] for r in range(4)) for d in range(10)}
    for _ in range(300):
        cell = tuple("".join(rng.choice(" _|") for _ in range(3)) for _ in range(4))
        want = "?" if cell not in known else str([tuple(FONT[r][3 * d:3 * d + 3] for r in range(4))
                                                  for d in range(10)].index(cell))
        assert convert(list(cell)) == want


def test_input_untouched():
    lines = render("42")
    snap = list(lines)
    convert(lines)
    assert lines == snap


def test_performance():
    rng = random.Random(6)
    groups = ["".join(rng.choice("0123456789") for _ in range(200)) for _ in range(400)]
    lines = [row for g in groups for row in render(g)]
    t0 = time.perf_counter()
    got = convert(lines)
    assert time.perf_counter() - t0 < 4.0
    assert got == ",".join(groups)
