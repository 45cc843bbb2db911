from solution import count_vowels


def test_mixed_case():
    assert count_vowels("Programming In Python") == 5


def test_only_vowels():
    assert count_vowels("aEiOuAeIoU") == 10


def test_punctuation_and_y():
    assert count_vowels("y? ...!!! 123") == 0
