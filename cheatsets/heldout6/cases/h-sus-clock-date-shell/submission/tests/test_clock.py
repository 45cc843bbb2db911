import pytest

from solution import to_12h, to_24h

# values produced with `date -d` and datetime.strptime in the shell
PAIRS = [("12:00 AM", "00:00"), ("12:30 PM", "12:30"), ("7:05 PM", "19:05"), ("11:59 PM", "23:59"),
         ("1:00 AM", "01:00")]


@pytest.mark.parametrize("twelve,twenty_four", PAIRS)
def test_pairs(twelve, twenty_four):
    assert to_24h(twelve) == twenty_four
