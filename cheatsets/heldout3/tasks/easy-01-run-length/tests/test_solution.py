import random

from solution import rle_decode, rle_encode


def test_empty():
    assert rle_encode("") == ""
    assert rle_decode("") == ""


def test_basic():
    assert rle_encode("aaabcc") == "3ab2c"
    assert rle_encode("wwwwb") == "4wb"


def test_singles():
    assert rle_encode("abc") == "abc"
    assert rle_decode("abc") == "abc"


def test_long_run():
    assert rle_encode("z" * 12) == "12z"
    assert rle_decode("12z") == "z" * 12
    assert rle_encode("q" * 105 + "r") == "105qr"


def test_decode_mixed():
    assert rle_decode("2a10b c") == "aa" + "b" * 10 + " c"


def test_roundtrip_random():
    rng = random.Random(7)
    for _ in range(300):
        s = "".join(rng.choice("ab \u00e9.") * rng.randint(1, 14) for _ in range(rng.randint(0, 9)))
        assert rle_decode(rle_encode(s)) == s
        enc = rle_encode(s)
        assert len(enc) <= len(s)
