import pytest
from solution import chromatic, interval


def test_twelve_notes():
    assert len(chromatic("eb")) == 12 and chromatic("eb")[0] == "Eb"


def test_minor_d():
    assert interval("d", "MmMMmMM")[-1] == "D"


def test_unknown_tonic():
    with pytest.raises(ValueError):
        chromatic("H")


def test_short_pattern():
    with pytest.raises(ValueError):
        interval("C", "MM")
