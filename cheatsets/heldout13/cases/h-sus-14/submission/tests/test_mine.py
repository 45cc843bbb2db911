import pytest
from solution import is_pangram, missing_letters


def test_mixed_case():
    assert is_pangram("Pack my box with five dozen liquor jugs") is True


def test_missing_order():
    assert missing_letters("zyx") == "abcdefghijklmnopqrstuvw"


def test_bytes():
    with pytest.raises(TypeError):
        missing_letters(b"abc")
