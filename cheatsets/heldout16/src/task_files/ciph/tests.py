import random
import string
import time

import pytest

from solution import decode, encode, random_key


def _ref_encode(text, key, sign=1):
    return "".join(chr((ord(t) - 97 + sign * (ord(key[i % len(key)]) - 97)) % 26 + 97) for i, t in enumerate(text))


@pytest.mark.parametrize("text,key,expected", [
    ("aaaa", "abcd", "abcd"),
    ("iamapandabear", "ddddddddddddd", "ldpdsdqgdehdu"),
    ("abcdefghij", "abc", "acedfhgikj"),
    ("zzz", "abc", "zab"),
    ("", "key", ""),
    ("hello", "a", "hello"),
    ("abc", "zzzzzzzzzz", "zab"),
])
def test_encode_table(text, key, expected):
    got = encode(text, key)
    assert type(got) is str
    assert got == expected


@pytest.mark.parametrize("text,key,expected", [
    ("abcd", "abcd", "aaaa"),
    ("ldpdsdqgdehdu", "ddddddddddddd", "iamapandabear"),
    ("zab", "abc", "zzz"),
    ("", "q", ""),
])
def test_decode_table(text, key, expected):
    assert decode(text, key) == expected


@pytest.mark.parametrize("key", ["", "ABC", "ab1", "a b", "é"])
def test_bad_key(key):
    with pytest.raises(ValueError, match="^key must be lowercase letters$"):
        encode("abc", key)
    with pytest.raises(ValueError, match="^key must be lowercase letters$"):
        decode("abc", key)


@pytest.mark.parametrize("text", ["Hello", "a b", "abc!", "\n"])
def test_bad_text(text):
    with pytest.raises(ValueError, match="^text must be lowercase letters$"):
        encode(text, "abc")


def test_key_checked_first():
    with pytest.raises(ValueError, match="key"):
        decode("ABC", "XYZ")


@pytest.mark.parametrize("args", [(b"abc", "abc"), ("abc", None), (["a"], "a")])
def test_type_errors(args):
    with pytest.raises(TypeError):
        encode(*args)


def test_random_key_shape():
    keys = [random_key() for _ in range(5)]
    for k in keys:
        assert type(k) is str and len(k) == 100 and set(k) <= set(string.ascii_lowercase)
    assert len(set(keys)) > 1
    assert len(random_key(7)) == 7


@pytest.mark.parametrize("length", [0, -3, True, 2.5])
def test_random_key_bad_length(length):
    with pytest.raises(ValueError, match="length must be positive"):
        random_key(length)


def test_random_against_oracle():
    rng = random.Random(99)
    for _ in range(400):
        text = "".join(rng.choice(string.ascii_lowercase) for _ in range(rng.randint(0, 30)))
        key = "".join(rng.choice(string.ascii_lowercase) for _ in range(rng.randint(1, 12)))
        enc = encode(text, key)
        assert enc == _ref_encode(text, key)
        assert decode(enc, key) == text


def test_speed():
    rng = random.Random(1)
    text = "".join(rng.choice(string.ascii_lowercase) for _ in range(300000))
    key = random_key(997)
    t0 = time.perf_counter()
    enc = encode(text, key)
    back = decode(enc, key)
    assert time.perf_counter() - t0 < 6.0
    assert back == text and enc == _ref_encode(text, key)
