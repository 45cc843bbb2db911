import pytest

from solution import ordinal, parse_ordinal

TABLE = {0: "0th", 1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 10: "10th", 11: "11th", 12: "12th", 13: "13th",
         14: "14th", 21: "21st", 22: "22nd", 23: "23rd", 101: "101st", 111: "111th", 112: "112th",
         113: "113th", 1003: "1003rd", 1011: "1011th", 2022: "2022nd"}


@pytest.mark.parametrize("n,want", sorted(TABLE.items()))
def test_table(n, want):
    assert ordinal(n) == want


def test_rule_over_range():
    for n in range(0, 3000):
        s = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
        assert ordinal(n) == f"{n}{s}"


def test_big():
    assert ordinal(10 ** 20 + 2) == "100000000000000000002nd"


def test_round_trip():
    for n in range(0, 1500, 7):
        assert parse_ordinal(ordinal(n)) == n


@pytest.mark.parametrize("bad", [-1, -11])
def test_negative(bad):
    with pytest.raises(ValueError):
        ordinal(bad)


@pytest.mark.parametrize("bad", [1.0, "1", True, None])
def test_type(bad):
    with pytest.raises(TypeError):
        ordinal(bad)


@pytest.mark.parametrize("bad", ["2st", "11st", "5", "", "st", "1ST", "+1st", " 1st", "007th", "-1st", "1 st", "\u0661st"])
def test_parse_invalid(bad):
    with pytest.raises(ValueError):
        parse_ordinal(bad)
