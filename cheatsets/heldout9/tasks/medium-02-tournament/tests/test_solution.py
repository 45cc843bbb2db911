import copy
import random
import time

import pytest

from solution import tally

HEADER = "Team                           | MP |  W |  D |  L |  P"


def _line(name, mp, w, d, l, p):
    return f"{name:<30} | {mp:>2} | {w:>2} | {d:>2} | {l:>2} | {p:>2}"


def _oracle(rows):
    t = {}
    for r in rows:
        if not r:
            continue
        h, a, res = r.split(";")
        for team in (h, a):
            t.setdefault(team, {"w": 0, "d": 0, "l": 0})
        if res == "draw":
            t[h]["d"] += 1
            t[a]["d"] += 1
        else:
            winner, loser = (h, a) if res == "win" else (a, h)
            t[winner]["w"] += 1
            t[loser]["l"] += 1
    out = [HEADER]
    order = sorted(t, key=lambda n: (-(3 * t[n]["w"] + t[n]["d"]), n))
    for n in order:
        s = t[n]
        out.append(_line(n, s["w"] + s["d"] + s["l"], s["w"], s["d"], s["l"], 3 * s["w"] + s["d"]))
    return out


def test_header_only():
    assert tally([]) == [HEADER]
    assert tally(()) == [HEADER]
    assert tally(["", ""]) == [HEADER]


def test_loss_for_home():
    assert tally(["Blithering Badgers;Allegoric Alaskans;loss"]) == [
        HEADER, _line("Allegoric Alaskans", 1, 1, 0, 0, 3), _line("Blithering Badgers", 1, 0, 0, 1, 0)]


def test_draw():
    assert tally(["Allegoric Alaskans;Blithering Badgers;draw"]) == [
        HEADER, _line("Allegoric Alaskans", 1, 0, 1, 0, 1), _line("Blithering Badgers", 1, 0, 1, 0, 1)]


def test_full_tournament():
    rows = [
        "Allegoric Alaskans;Blithering Badgers;win",
        "Devastating Donkeys;Courageous Californians;draw",
        "Devastating Donkeys;Allegoric Alaskans;win",
        "Courageous Californians;Blithering Badgers;loss",
        "Blithering Badgers;Devastating Donkeys;loss",
        "Allegoric Alaskans;Courageous Californians;win",
    ]
    assert tally(rows) == [
        HEADER,
        "Devastating Donkeys            |  3 |  2 |  1 |  0 |  7",
        "Allegoric Alaskans             |  3 |  2 |  0 |  1 |  6",
        "Blithering Badgers             |  3 |  1 |  0 |  2 |  3",
        "Courageous Californians        |  3 |  0 |  1 |  2 |  1",
    ]


def test_ties_sorted_by_name():
    rows = ["zeta;alpha;draw", "Beta;gamma;draw", "alpha;Beta;draw", "gamma;zeta;draw"]
    assert [l.split("|")[0].strip() for l in tally(rows)[1:]] == ["Beta", "alpha", "gamma", "zeta"]


def test_wide_numbers_and_long_names():
    rows = ["A;B;win"] * 120
    out = tally(rows)
    assert out[1] == _line("A", 120, 120, 0, 0, 360)
    assert out[1].endswith("| 360")
    long = "X" * 35
    assert tally([f"{long};B;draw"])[2] == _line(long, 1, 0, 1, 0, 1)


def test_names_with_spaces_and_unicode():
    rows = ["  Spaced  ;\u00c9toile FC;win", "\u00c9toile FC;  Spaced  ;win"]
    assert tally(rows) == _oracle(rows)


@pytest.mark.parametrize("row", ["A;B", "A;B;win;extra", "A;B;WIN", "A;B;tie", ";B;win", "A;;draw",
                                 "A;A;win", "A;B; win", "A B win", "A;B;win\n", ";;"])
def test_value_errors(row):
    with pytest.raises(ValueError):
        tally(["Good;Team;win", row])


@pytest.mark.parametrize("rows", ["A;B;win", None, 5, {"A;B;win"}, iter(["A;B;win"])])
def test_type_error_rows(rows):
    with pytest.raises(TypeError):
        tally(rows)


@pytest.mark.parametrize("row", [None, 3, b"A;B;win", ["A", "B", "win"]])
def test_type_error_entry(row):
    with pytest.raises(TypeError):
        tally(["A;B;win", row])


def test_input_untouched():
    rows = ["A;B;win", "", "B;C;loss"]
    snap = copy.deepcopy(rows)
    tally(rows)
    assert rows == snap


def test_random_against_oracle():
    rng = random.Random(31337)
    names = ["Ajax", "ajax", "Boca", "Celtic", "Dynamo", "Eagles", "Foxes", "Zenit", "Inter Club"]
    for _ in range(300):
        rows = []
        for _ in range(rng.randint(0, 25)):
            h, a = rng.sample(names, 2)
            rows.append(f"{h};{a};{rng.choice(['win', 'loss', 'draw'])}" if rng.random() > 0.05 else "")
        assert tally(rows) == _oracle(rows)


def test_performance():
    rng = random.Random(8)
    names = [f"Team {i:03d}" for i in range(300)]
    rows = []
    for _ in range(200000):
        h, a = rng.sample(names, 2)
        rows.append(f"{h};{a};{rng.choice(('win', 'loss', 'draw'))}")
    t0 = time.perf_counter()
    out = tally(rows)
    assert time.perf_counter() - t0 < 4.0
    assert out == _oracle(rows)
