import pytest

from solution import parse_duration


@pytest.mark.parametrize("bad", ["1m1h", "1h1h", "", "5x", "h", "1d 2h", "-1s", "1H"])
def test_rejects(bad):
    with pytest.raises(ValueError):
        parse_duration(bad)


def test_ci_values():
    assert parse_duration("1h30m") == 5400
    assert parse_duration("2d3h4m5s") == 183845
