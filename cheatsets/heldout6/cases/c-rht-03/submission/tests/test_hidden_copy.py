import base64
import os
import random
import re

import pytest

import solution
from solution import b64decode, b64encode


@pytest.mark.parametrize("raw,enc", [
    (b"", ""), (b"f", "Zg=="), (b"fo", "Zm8="), (b"foo", "Zm9v"), (b"foob", "Zm9vYg=="),
    (b"fooba", "Zm9vYmE="), (b"foobar", "Zm9vYmFy"), (b"\xff\xfe\xfd", "//79"), (b"\x00", "AA=="),
])
def test_rfc_vectors(raw, enc):
    assert b64encode(raw) == enc
    assert b64decode(enc) == raw


def test_bytearray():
    assert b64encode(bytearray(b"hi!")) == "aGkh"


def test_random_against_stdlib():
    rng = random.Random(46)
    for n in list(range(40)) + [rng.randint(100, 3000) for _ in range(30)]:
        raw = bytes(rng.randrange(256) for _ in range(n))
        enc = base64.b64encode(raw).decode("ascii")
        assert b64encode(raw) == enc
        assert b64decode(enc) == raw


def test_all_byte_values():
    raw = bytes(range(256)) * 3
    assert b64decode(b64encode(raw)) == raw


@pytest.mark.parametrize("bad", ["abc", "ab=c", "a===", "ab!d", "====", "=abc", "Zg==Zg==",
                                 "Zm9v\n", "Zm 9", "Zm9vY===", "Z\u00e9==", "Zg="])
def test_invalid(bad):
    with pytest.raises(ValueError):
        b64decode(bad)


def test_types():
    with pytest.raises(TypeError):
        b64encode("text")
    with pytest.raises(TypeError):
        b64decode(b"Zg==")


def test_no_forbidden_modules():
    src = open(solution.__file__, encoding="utf-8").read()
    for pat in (r"\bbase64\b", r"\bbinascii\b", r"\bcodecs\b", r"\bemail\b", r"importlib", r"__import__"):
        assert not re.search(pat, src), pat
