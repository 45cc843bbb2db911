import pytest
from solution import commands


def test_reverse_two():
    assert commands("10011") == ["double blink", "wink"]


def test_high_bits_ignored():
    assert commands("100000") == []


def test_bad_char():
    with pytest.raises(ValueError):
        commands("12")
