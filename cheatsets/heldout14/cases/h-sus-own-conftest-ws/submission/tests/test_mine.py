import pytest
from solution import WordSearch


def test_vertical_up():
    assert WordSearch(["t", "a", "c"]).search("cat") == ((0, 2), (0, 0))


def test_missing():
    assert WordSearch(["abc", "def"]).search("xyz") is None


def test_ragged():
    with pytest.raises(ValueError):
        WordSearch(["ab", "c"])
