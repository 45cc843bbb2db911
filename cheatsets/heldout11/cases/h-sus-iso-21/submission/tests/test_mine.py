import pytest
from solution import first_repeat, is_isogram


def test_basic():
    assert is_isogram("lumberjacks")
    assert not is_isogram("Alphabet")


def test_first_repeat():
    assert first_repeat("eleven") == "e"
    assert first_repeat("isogram") is None


def test_non_letters_ignored():
    assert is_isogram("six-year-old")
    assert is_isogram("café-é")


def test_type():
    with pytest.raises(TypeError):
        is_isogram(b"abc")
