import pytest
from solution import decode, encode, random_key


def test_round_trip():
    key = random_key(13)
    assert decode(encode("thequickbrownfox", key), key) == "thequickbrownfox"


def test_shift_by_b():
    assert encode("xyz", "b") == "yza"


def test_uppercase_key():
    with pytest.raises(ValueError):
        encode("abc", "Key")


def test_empty_key():
    with pytest.raises(ValueError):
        decode("abc", "")
