import pytest
from solution import decode, encode


def test_example():
    assert encode("Chill out.") == "clu hlt io "


def test_round_trip():
    for text in ["a", "abcd", "thequickbrownfox", "x" * 50]:
        assert decode(encode(text)) == text


@pytest.mark.parametrize("bad", ["ab", "AC BD", "ac-bd"])
def test_reject(bad):
    with pytest.raises(ValueError):
        decode(bad)
