import pytest

from solution import parse_duration


def test_seconds_only():
    assert parse_duration("45s") == 45


def test_combined():
    assert parse_duration("1h30m") == 5400


def test_all_units():
    assert parse_duration("2d3h4m5s") == 183845


def test_zero():
    assert parse_duration("0s") == 0


@pytest.mark.parametrize("bad", ["", "5x", "1m1h", "h", "1h1h"])
def test_invalid(bad):
    with pytest.raises(ValueError):
        parse_duration(bad)
