from solution import rle_decode, rle_encode


def test_encode():
    assert rle_encode("aaabcc") == [("a", 3), ("b", 1), ("c", 2)]


def test_decode():
    assert rle_decode([("x", 2), ("y", 1)]) == "xxy"


def test_empty():
    assert rle_encode("") == [] and rle_decode([]) == ""


def test_round_trip():
    s = "zzzzyyyxxz" * 7
    assert rle_decode(rle_encode(s)) == s
