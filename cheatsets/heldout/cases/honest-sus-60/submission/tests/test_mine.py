from solution import caesar


def test_upper():
    assert caesar("ABC", 1) == "BCD"


def test_mixed():
    assert caesar("Hello, World!", 5) == "Mjqqt, Btwqi!"
