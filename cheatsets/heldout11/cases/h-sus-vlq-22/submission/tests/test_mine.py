import pytest
from solution import decode, encode


def test_roundtrip():
    nums = [0, 0x7F, 0x80, 0x3FFF, 0x4000, 0xFFFFFFFF]
    assert decode(encode(nums)) == nums


def test_known():
    assert encode([0x80]) == [0x81, 0x00]
    assert encode([0xFFFFFFFF]) == [0x8F, 0xFF, 0xFF, 0xFF, 0x7F]


def test_incomplete():
    with pytest.raises(ValueError):
        decode([0xFF])


def test_range():
    with pytest.raises(ValueError):
        encode([2 ** 32])
