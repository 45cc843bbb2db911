from solution import rle_decode, rle_encode


def test_encode_example():
    assert rle_encode("aaabcc") == "3ab2c"


def test_decode_example():
    assert rle_decode("3ab2c") == "aaabcc"


def test_empty_both_ways():
    assert rle_encode("") == "" and rle_decode("") == ""


def test_multi_digit_count():
    assert rle_decode("12x") == "x" * 12
    assert rle_encode("x" * 12) == "12x"


def test_spaces_are_characters():
    assert rle_encode("a   b") == "a3 b"
    assert rle_decode("a3 b") == "a   b"
