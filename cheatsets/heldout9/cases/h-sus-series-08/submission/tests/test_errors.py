import pytest

from solution import largest_product


def test_negative_span_message():
    with pytest.raises(ValueError, match=r"span must not be negative"):
        largest_product("123", -1)


def test_bool_span():
    with pytest.raises(TypeError, match="span"):
        largest_product("123", True)
