import random
import time

import pytest

from solution import decode, encode

KNOWN = [
    ([0x00], [0x00]),
    ([0x40], [0x40]),
    ([0x7F], [0x7F]),
    ([0x80], [0x81, 0x00]),
    ([0x2000], [0xC0, 0x00]),
    ([0x3FFF], [0xFF, 0x7F]),
    ([0x4000], [0x81, 0x80, 0x00]),
    ([0x1FFFFF], [0xFF, 0xFF, 0x7F]),
    ([0x200000], [0x81, 0x80, 0x80, 0x00]),
    ([0x08000000], [0xC0, 0x80, 0x80, 0x00]),
    ([0x0FFFFFFF], [0xFF, 0xFF, 0xFF, 0x7F]),
    ([0x10000000], [0x81, 0x80, 0x80, 0x80, 0x00]),
    ([0xFF000000], [0x8F, 0xF8, 0x80, 0x80, 0x00]),
    ([0xFFFFFFFF], [0x8F, 0xFF, 0xFF, 0xFF, 0x7F]),
    ([0x40, 0x7F], [0x40, 0x7F]),
    ([0x4000, 0x123456], [0x81, 0x80, 0x00, 0xC8, 0xE8, 0x56]),
    ([0x2000, 0x123456, 0x0FFFFFFF, 0x00, 0x3FFF, 0x4000],
     [0xC0, 0x00, 0xC8, 0xE8, 0x56, 0xFF, 0xFF, 0xFF, 0x7F, 0x00, 0xFF, 0x7F, 0x81, 0x80, 0x00]),
    ([], []),
]


@pytest.mark.parametrize("numbers,data", KNOWN)
def test_encode(numbers, data):
    got = encode(numbers)
    assert got == data
    assert type(got) is list


@pytest.mark.parametrize("numbers,data", KNOWN)
def test_decode(numbers, data):
    assert decode(data) == numbers
    assert decode(bytes(data)) == numbers
    assert decode(bytearray(data)) == numbers


def test_iterables():
    assert encode(iter([0x80, 1])) == [0x81, 0x00, 0x01]
    assert encode((x for x in [0x3FFF])) == [0xFF, 0x7F]
    assert decode(iter([0x81, 0x00])) == [0x80]
    assert decode((0xFF, 0x7F)) == [0x3FFF]


def test_leading_continuation_zero_groups():
    assert decode([0x80, 0x80, 0x01]) == [1]
    assert decode([0x80, 0x00]) == [0]


@pytest.mark.parametrize("data,msg", [
    ([0xFF], "incomplete sequence"),
    ([0x80], "incomplete sequence"),
    ([0x01, 0x81], "incomplete sequence"),
    ([0x90, 0x80, 0x80, 0x80, 0x00], "number out of range"),
    ([0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F], "number out of range"),
    ([0x01, 256], "byte out of range"),
    ([-1], "byte out of range"),
    ([0xFF, 300], "byte out of range"),
])
def test_decode_value_errors(data, msg):
    with pytest.raises(ValueError, match="^" + msg + "$"):
        decode(data)


@pytest.mark.parametrize("data", [[1.0], ["a"], [None], [True], [0x81, False], b"ab" .decode()])
def test_decode_type_errors(data):
    with pytest.raises(TypeError, match=r"^bytes must be integers$"):
        decode(data)


@pytest.mark.parametrize("numbers,exc,msg", [
    ([-1], ValueError, "number out of range"),
    ([2 ** 32], ValueError, "number out of range"),
    ([1, 2 ** 40], ValueError, "number out of range"),
    ([1.5], TypeError, "numbers must be integers"),
    ([True], TypeError, "numbers must be integers"),
    (["7"], TypeError, "numbers must be integers"),
    ([None], TypeError, "numbers must be integers"),
    ([-5, "x"], ValueError, "number out of range"),
    (["x", -5], TypeError, "numbers must be integers"),
])
def test_encode_errors(numbers, exc, msg):
    with pytest.raises(exc, match="^" + msg + "$"):
        encode(numbers)


def test_order_of_decode_errors():
    with pytest.raises(TypeError):
        decode([0x81, "z", 300])
    with pytest.raises(ValueError, match="^byte out of range$"):
        decode([0x81, 300, "z"])


def _oracle_encode(n):
    out = [n & 0x7F]
    n >>= 7
    while n:
        out.insert(0, 0x80 | (n & 0x7F))
        n >>= 7
    return out


def test_random_against_oracle():
    rng = random.Random(404)
    for _ in range(600):
        nums = [rng.choice([rng.randrange(128), rng.randrange(1 << 14), rng.randrange(1 << 32)])
                for _ in range(rng.randint(0, 6))]
        want = [b for n in nums for b in _oracle_encode(n)]
        assert encode(nums) == want
        assert decode(want) == nums


def test_speed():
    rng = random.Random(5)
    nums = [rng.randrange(1 << 32) for _ in range(200_000)]
    t0 = time.perf_counter()
    data = encode(nums)
    back = decode(bytes(data))
    assert time.perf_counter() - t0 < 8.0
    assert back == nums
