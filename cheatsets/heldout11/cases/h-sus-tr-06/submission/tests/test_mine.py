import pytest
from solution import transpose


def test_square():
    assert transpose(["ABC", "123"]) == ["A1", "B2", "C3"]


def test_keeps_spaces():
    assert transpose(["A ", "B"]) == ["AB", " "]


def test_staircase():
    assert transpose(["T", "EE", "AAA"]) == ["TEA", " EA", "  A"]


def test_rejects_string():
    with pytest.raises(TypeError):
        transpose("ABC")
