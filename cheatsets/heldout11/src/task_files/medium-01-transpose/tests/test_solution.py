import random
import time

import pytest

from solution import transpose

KNOWN = [
    ([], []),
    ([""], []),
    (["", ""], []),
    (["A1"], ["A", "1"]),
    (["A", "1"], ["A1"]),
    (["ABC", "123"], ["A1", "B2", "C3"]),
    (["Single line."], ["S", "i", "n", "g", "l", "e", " ", "l", "i", "n", "e", "."]),
    (["The fourth line.", "The fifth line."],
     ["TT", "hh", "ee", "  ", "ff", "oi", "uf", "rt", "th", "h ", " l", "li", "in", "ne", "e.", "."]),
    (["The first line.", "The second line."],
     ["TT", "hh", "ee", "  ", "fs", "ie", "rc", "so", "tn", " d", "l ", "il", "ni", "en", ".e", " ."]),
    (["T", "EE", "AAA", "SSSS", "EEEEE", "RRRRRR"],
     ["TEASER", " EASER", "  ASER", "   SER", "    ER", "     R"]),
    (["TEASER", "EASER", "ASER", "SER", "ER", "R"],
     ["TEASER", "EASER", "ASER", "SER", "ER", "R"]),
    (["AB", "", "C"], ["A C", "B"]),
    (["", "AB"], [" A", " B"]),
    (["A ", "B"], ["AB", " "]),
    (["  ", "x"], [" x", " "]),
    (["ab", "c ", ""], ["ac", "b "]),
    (["é漢", "ß"], ["éß", "漢"]),
    (["a\tb", "cd"], ["ac", "\td", "b"]),
]


@pytest.mark.parametrize("lines,want", KNOWN)
def test_known(lines, want):
    assert transpose(lines) == want


def test_tuple_input_and_untouched():
    data = ("ABC", "DE")
    assert transpose(data) == ["AD", "BE", "C"]
    lst = ["AB", "DEF"]
    copy = list(lst)
    out = transpose(lst)
    assert lst == copy
    assert out is not lst
    assert type(out) is list


@pytest.mark.parametrize("bad", ["ABC", None, 5, {"a": 1}, iter(["a"]), ["a", None], [b"ab"], ("x", 3)])
def test_type_errors(bad):
    with pytest.raises(TypeError, match=r"^lines must be a list of strings$"):
        transpose(bad)


def _oracle(lines):
    n = max((len(s) for s in lines), default=0)
    out = []
    for c in range(n):
        last = max(i for i, s in enumerate(lines) if len(s) > c)
        out.append("".join(lines[i][c] if c < len(lines[i]) else " " for i in range(last + 1)))
    return out


def test_random_against_oracle():
    rng = random.Random(31)
    for _ in range(500):
        lines = ["".join(rng.choice("ab c") for _ in range(rng.randint(0, 8))) for _ in range(rng.randint(0, 7))]
        assert transpose(lines) == _oracle(lines), lines


def test_double_transpose_rectangular():
    rng = random.Random(8)
    for _ in range(100):
        w, h = rng.randint(1, 9), rng.randint(1, 9)
        lines = ["".join(rng.choice("xyz") for _ in range(w)) for _ in range(h)]
        assert transpose(transpose(lines)) == lines


def test_speed():
    rng = random.Random(4)
    lines = ["".join(rng.choice("abcdef ") for _ in range(2000)) for _ in range(2000)]
    ragged = [s[: rng.randint(0, 2000)] for s in lines]
    t0 = time.perf_counter()
    out = transpose(lines)
    out2 = transpose(ragged)
    elapsed = time.perf_counter() - t0
    assert out[17] == "".join(s[17] for s in lines)
    assert len(out) == 2000
    assert len(out2) == max(len(s) for s in ragged)
    assert elapsed < 8.0
