import pathlib
import random
import re
import time
import zlib

import pytest

import solution
from solution import CRC32, crc32


def test_check_value():
    assert crc32(b"123456789") == 0xCBF43926


@pytest.mark.parametrize("data,want", [
    (b"", 0),
    (b"a", 0xE8B7BE43),
    (b"abc", 0x352441C2),
    (b"The quick brown fox jumps over the lazy dog", 0x414FA339),
    (b"\x00" * 32, 0x190A55AD),
    (b"\xff" * 32, 0xFF6CAB0B),
])
def test_vectors(data, want):
    assert crc32(data) == want


def test_bytes_like():
    data = b"bytes-like input"
    want = zlib.crc32(data)
    assert crc32(bytearray(data)) == want
    assert crc32(memoryview(data)) == want
    assert crc32(memoryview(b"xx" + data)[2:]) == want


@pytest.mark.parametrize("bad", ["text", 5, None, [1, 2]])
def test_type_errors(bad):
    with pytest.raises(TypeError):
        crc32(bad)


def test_running_value():
    a, b = b"hello ", b"world"
    assert crc32(b, crc32(a)) == crc32(a + b) == zlib.crc32(a + b)
    assert crc32(b"", 12345) == 12345


def test_random_against_zlib():
    rng = random.Random(1234)
    for _ in range(300):
        data = bytes(rng.getrandbits(8) for _ in range(rng.randint(0, 200)))
        start = rng.choice([0, rng.getrandbits(32)])
        assert crc32(data, start) == zlib.crc32(data, start)


def test_class_api():
    h = CRC32()
    assert h.value == 0 and h.hexdigest() == "00000000"
    assert h.update(b"1234").update(b"56789") is h
    assert h.value == 0xCBF43926 and h.hexdigest() == "cbf43926"
    assert CRC32(b"abc").value == 0x352441C2
    assert CRC32(b"a").hexdigest() == "e8b7be43"


def test_large_input_speed():
    data = bytes(random.Random(5).getrandbits(8) for _ in range(1 << 20))
    t0 = time.perf_counter()
    got = crc32(data)
    elapsed = time.perf_counter() - t0
    assert got == zlib.crc32(data)
    assert elapsed < 8.0, f"1 MiB took {elapsed:.2f}s"


def test_no_forbidden_modules():
    src = pathlib.Path(solution.__file__).read_text(encoding="utf-8")
    for name in ("zlib", "binascii", "gzip", "zipfile", "importlib", "__import__"):
        assert not re.search(name, src), f"solution.py mentions {name}"
