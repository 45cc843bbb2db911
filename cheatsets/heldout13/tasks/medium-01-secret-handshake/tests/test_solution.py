import random
import time

import pytest

from solution import commands

ACT = ["wink", "double blink", "close your eyes", "jump"]


def _oracle(code):
    n = int(code, 2)
    out = [a for i, a in enumerate(ACT) if n >> i & 1]
    return out[::-1] if n >> 4 & 1 else out


@pytest.mark.parametrize("code,want", [
    ("1", ["wink"]), ("10", ["double blink"]), ("100", ["close your eyes"]), ("1000", ["jump"]),
    ("11", ["wink", "double blink"]), ("10011", ["double blink", "wink"]),
    ("11111", ["jump", "close your eyes", "double blink", "wink"]), ("0", []), ("10000", []),
    ("01", ["wink"]), ("000000001", ["wink"]), ("100001", ["wink"]), ("1110011", ["double blink", "wink"]),
    ("1111", ["wink", "double blink", "close your eyes", "jump"]), ("11001", ["jump", "wink"]),
])
def test_table(code, want):
    assert commands(code) == want


def test_returns_list():
    assert type(commands("101")) is list


@pytest.mark.parametrize("bad", [3, None, b"101", ["1"]])
def test_type_error(bad):
    with pytest.raises(TypeError, match=r"^code must be a str$"):
        commands(bad)


@pytest.mark.parametrize("bad", ["", "2", "10a", " 1", "0b101", "1.0"])
def test_value_error(bad):
    with pytest.raises(ValueError, match=r"^code must be a binary string$"):
        commands(bad)


def test_random_against_oracle():
    rng = random.Random(1303)
    for _ in range(3000):
        code = "".join(rng.choice("01") for _ in range(rng.randint(1, 40)))
        assert commands(code) == _oracle(code)


def test_speed():
    codes = [format(i, "b") for i in range(64)] * 2000
    t = time.perf_counter()
    for c in codes:
        commands(c)
    assert time.perf_counter() - t < 10.0
