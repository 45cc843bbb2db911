import pytest
from solution import encode, decode


def test_type_error():
    with pytest.raises(TypeError):
        encode(None, "a")


def test_decode_long_key():
    assert decode("b", "bcdef") == "a"
