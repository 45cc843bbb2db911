from solution import caesar


def test_basic():
    assert caesar("abc", 1) == "bcd"


def test_wraps_around():
    assert caesar("xyz", 3) == "abc"


def test_case_and_punctuation():
    assert caesar("Hello, World!", 5) == "Mjqqt, Btwqi!"


def test_negative_and_large_shift():
    assert caesar("Hello", -27) == "Gdkkn"
    assert caesar("Hello", 52) == "Hello"
