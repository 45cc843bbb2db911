from solution import b64decode, b64encode


def test_encode_man():
    assert b64encode(b"Man") == "TWFu"
    assert b64encode(b"Ma") == "TWE="


def test_decode():
    assert b64decode("aGVsbG8=") == b"hello"
