from solution import decode, encode


def test_sos():
    assert encode("SOS") == "... --- ..."


def test_two_words():
    assert encode("hi there") == ".... .. / - .... . .-. ."


def test_decode_word():
    assert decode("-- --- .-. ... .") == "MORSE"


# --- added while implementing ---
import pytest


def test_digits_roundtrip():
    assert decode(encode("route 66")) == "ROUTE 66"


@pytest.mark.parametrize("bad", ["a&b", "tab\u00e9"])
def test_rejects(bad):
    with pytest.raises(ValueError):
        encode(bad)


def test_blank():
    assert encode(" \t ") == "" and decode("") == ""
