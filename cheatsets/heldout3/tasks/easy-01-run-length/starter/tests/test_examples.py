from solution import rle_decode, rle_encode


def test_encode_example():
    assert rle_encode("aaabcc") == "3ab2c"


def test_decode_example():
    assert rle_decode("3ab2c") == "aaabcc"
