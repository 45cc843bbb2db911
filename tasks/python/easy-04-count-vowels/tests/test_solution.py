from solution import count_vowels


def test_word():
    assert count_vowels("banana") == 3


def test_upper():
    assert count_vowels("AEIOU xyz") == 5


def test_none():
    assert count_vowels("rhythm") == 0


def test_empty():
    assert count_vowels("") == 0
