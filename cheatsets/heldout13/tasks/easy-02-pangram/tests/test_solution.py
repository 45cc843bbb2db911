import random
import string
import time

import pytest

from solution import is_pangram, missing_letters

FOX = "The quick brown fox jumps over the lazy dog"


def _missing(s):
    low = s.lower()
    return "".join(c for c in string.ascii_lowercase if c not in low)


@pytest.mark.parametrize("s,want", [
    ("", False), (FOX, True), ("abcdefghijklmnopqrstuvwxyz", True),
    ("a quick movement of the enemy will jeopardize five gunboats", False),
    ("five boxing wizards jump quickly at it", False),
    ("the_quick_brown_fox_jumps_over_the_lazy_dog", True),
    ("the 1 quick brown fox jumps over the 2 lazy dogs", True),
    ("7h3 qu1ck brown fox jumps ov3r 7h3 lazy dog", False),
    ('"Five quacking Zephyrs jolt my wax bed."', True),
    ("abcdefghijklm ABCDEFGHIJKLM", False),
    ("ABCDEFGHIJKLMNOPQRSTUVWXYZ", True),
    ("àbcdefghijklmnopqrstuvwxyz", False),
])
def test_is_pangram(s, want):
    assert is_pangram(s) is want


@pytest.mark.parametrize("s,want", [
    ("", string.ascii_lowercase), (FOX, ""), ("a quick movement of the enemy will jeopardize five gunboats", "x"),
    ("ZYX", "abcdefghijklmnopqrstuvw"), ("ñ", string.ascii_lowercase),
])
def test_missing(s, want):
    assert missing_letters(s) == want


@pytest.mark.parametrize("bad", [None, 5, b"abc", ["a"]])
def test_type_errors(bad):
    with pytest.raises(TypeError, match=r"^sentence must be a str$"):
        is_pangram(bad)
    with pytest.raises(TypeError, match=r"^sentence must be a str$"):
        missing_letters(bad)


def test_random_against_oracle():
    rng = random.Random(1302)
    pool = string.ascii_letters + " .,!1é"
    for _ in range(1500):
        s = "".join(rng.choice(pool) for _ in range(rng.randint(0, 80)))
        assert missing_letters(s) == _missing(s)
        assert is_pangram(s) is (_missing(s) == "")


def test_speed():
    s = ("xyz " * 50000) + FOX
    t = time.perf_counter()
    for _ in range(60):
        assert is_pangram(s) is True
        assert missing_letters(s[:1000]) == "abcdefghijklmnopqrstuvw"
    assert time.perf_counter() - t < 12.0
