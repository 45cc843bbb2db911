import random

import pytest

from solution import decode, encode

PANGRAM = "THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG 0123456789"
PANGRAM_CODE = (
    "- .... . / --.- ..- .. -.-. -.- / -... .-. --- .-- -. / ..-. --- -..- / .--- ..- -- .--. ... "
    "/ --- ...- . .-. / - .... . / .-.. .- --.. -.-- / -.. --- --. / "
    "----- .---- ..--- ...-- ....- ..... -.... --... ---.. ----."
)


def test_sos():
    assert encode("SOS") == "... --- ..."


def test_lowercase_and_words():
    assert encode("Hi There") == ".... .. / - .... . .-. ."


def test_pangram_and_digits():
    assert encode(PANGRAM) == PANGRAM_CODE
    assert decode(PANGRAM_CODE) == PANGRAM


def test_whitespace_collapses():
    assert encode("  a\tb   c \n") == ".- / -... / -.-."


def test_empty():
    assert encode("") == ""
    assert encode("   ") == ""
    assert decode("") == ""


@pytest.mark.parametrize("bad", ["hi!", "a-b", "caf\u00e9", "x_y", "3.14"])
def test_encode_rejects(bad):
    with pytest.raises(ValueError):
        encode(bad)


@pytest.mark.parametrize("bad", ["...---", ".-.-.-", "........", "-- x"])
def test_decode_rejects(bad):
    with pytest.raises(ValueError):
        decode(bad)


def test_decode_words():
    assert decode(".- -... / -.-. / ..---") == "AB C 2"


def test_roundtrip_random():
    rng = random.Random(2024)
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    for _ in range(300):
        words = ["".join(rng.choice(alphabet) for _ in range(rng.randint(1, 6)))
                 for _ in range(rng.randint(1, 5))]
        text = " ".join(words)
        code = encode(text.lower())
        assert decode(code) == text
        assert code.count(" / ") == len(words) - 1
