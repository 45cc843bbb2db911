import pytest
from solution import recite


def test_first_verse():
    assert recite(1, 1) == ["This is the house that Jack built."]


def test_count():
    assert len(recite(3, 9)) == 7


def test_every_verse_ends_with_house():
    assert all(v.endswith("the house that Jack built.") for v in recite(1, 12))


def test_reversed_range():
    with pytest.raises(ValueError):
        recite(4, 3)
