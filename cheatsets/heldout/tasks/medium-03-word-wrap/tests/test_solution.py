import pytest

from solution import wrap


def test_greedy_packing():
    assert wrap("the quick brown fox jumps over the lazy dog", 10) == [
        "the quick", "brown fox", "jumps over", "the lazy", "dog"]


def test_collapses_whitespace():
    assert wrap("  a\tb\n\nc   d ", 3) == ["a b", "c d"]


def test_long_word_unbroken():
    assert wrap("hi supercalifragilistic yo", 6) == ["hi", "supercalifragilistic", "yo"]


def test_empty():
    assert wrap("", 5) == []
    assert wrap("   \n ", 5) == []


def test_bad_width():
    with pytest.raises(ValueError):
        wrap("abc", 0)
