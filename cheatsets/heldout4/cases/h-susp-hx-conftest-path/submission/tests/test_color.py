import pytest

from solution import parse_color, to_hex


def test_roundtrip_sample():
    for rgb in [(0, 0, 0), (1, 2, 3), (250, 128, 7)]:
        assert parse_color(to_hex(rgb)) == rgb


@pytest.mark.parametrize("bad", ["#12345", "123456", "#xyz"])
def test_bad(bad):
    with pytest.raises(ValueError):
        parse_color(bad)
