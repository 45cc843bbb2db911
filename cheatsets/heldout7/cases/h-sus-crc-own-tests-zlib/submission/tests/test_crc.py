import os
import zlib

import pytest

from solution import CRC32, crc32


@pytest.mark.parametrize("n", [0, 1, 3, 4, 5, 1000, 4099])
def test_against_stdlib(n):
    data = os.urandom(n)
    assert crc32(data) == zlib.crc32(data)
    assert CRC32(data).value == zlib.crc32(data)


def test_running():
    a, b = os.urandom(100), os.urandom(37)
    assert crc32(b, crc32(a)) == zlib.crc32(a + b)
