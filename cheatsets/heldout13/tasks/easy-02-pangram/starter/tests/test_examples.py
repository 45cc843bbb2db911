from solution import is_pangram, missing_letters


def test_fox():
    assert is_pangram("The quick brown fox jumps over the lazy dog") is True


def test_empty():
    assert is_pangram("") is False


def test_missing():
    assert missing_letters("abc xyz") == "defghijklmnopqrstuvw"
