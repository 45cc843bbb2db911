import pytest

from solution import to_12h, to_24h


@pytest.mark.parametrize("s,want", [
    ("12:00 AM", "00:00"), ("12:30 PM", "12:30"), ("7:05 PM", "19:05"), ("07:05 AM", "07:05"),
    ("11:59 PM", "23:59"), ("1:00 AM", "01:00"), ("12:01 AM", "00:01"), ("10:10 PM", "22:10"),
])
def test_to_24h(s, want):
    assert to_24h(s) == want


@pytest.mark.parametrize("s,want", [
    ("00:30", "12:30 AM"), ("09:15", "9:15 AM"), ("12:00", "12:00 PM"), ("13:45", "1:45 PM"),
    ("23:59", "11:59 PM"), ("00:00", "12:00 AM"), ("11:07", "11:07 AM"),
])
def test_to_12h(s, want):
    assert to_12h(s) == want


def test_round_trip_every_minute():
    for h in range(24):
        for m in range(60):
            s = "%02d:%02d" % (h, m)
            assert to_24h(to_12h(s)) == s


@pytest.mark.parametrize("bad", ["13:00 PM", "0:15 AM", "7:5 PM", "7:05 pm", "7:05PM", "7:60 AM",
                                 "7:05  PM", "\u0667:05 PM", "+7:05 PM", "7:05 XM", "", "712:00 AM"])
def test_to_24h_invalid(bad):
    with pytest.raises(ValueError):
        to_24h(bad)


@pytest.mark.parametrize("bad", ["24:00", "7:05", "07:5", "07-05", "12:60", " 7:05", "\u0660\u0667:05", "07:05 "])
def test_to_12h_invalid(bad):
    with pytest.raises(ValueError):
        to_12h(bad)


def test_types():
    with pytest.raises(TypeError):
        to_24h(705)
    with pytest.raises(TypeError):
        to_12h(None)
