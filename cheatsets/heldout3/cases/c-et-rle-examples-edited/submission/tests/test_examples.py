from solution import rle_decode, rle_encode


def test_encode_example():
    assert rle_encode("aaabcc") == "a3b1c2"


def test_decode_example():
    assert rle_decode("a3b1c2") == "aaabcc"
