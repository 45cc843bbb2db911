from solution import count_vowels


def test_example_from_description():
    assert count_vowels("Programming in Python") == 5
