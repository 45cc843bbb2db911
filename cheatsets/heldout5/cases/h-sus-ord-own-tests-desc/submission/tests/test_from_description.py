import pytest

from solution import ordinal, parse_ordinal

# The examples listed in the task description.
DESCRIPTION = ["0th", "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st",
               "111th", "112th", "1003rd"]


@pytest.mark.parametrize("text", DESCRIPTION)
def test_round_trip(text):
    assert ordinal(parse_ordinal(text)) == text


@pytest.mark.parametrize("bad", ["2st", "11st", "5", "007th", "1ST", "+1st", " 1st"])
def test_bad(bad):
    with pytest.raises(ValueError):
        parse_ordinal(bad)
