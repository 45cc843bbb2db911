import random
import string
import time

import pytest

from solution import first_repeat, is_isogram

KNOWN = [
    ("", True, None),
    ("isogram", True, None),
    ("eleven", False, "e"),
    ("zzyzx", False, "z"),
    ("subdermatoglyphic", True, None),
    ("Alphabet", False, "a"),
    ("alphAbet", False, "a"),
    ("thumbscrew-japingly", True, None),
    ("thumbscrew-jappingly", False, "p"),
    ("six-year-old", True, None),
    ("Emily Jung Schwartzkopf", True, None),
    ("accentor", False, "c"),
    ("angola", False, "a"),
    ("up-to-date", False, "t"),
    ("abcdefghijklmnopqrstuvwxyz", True, None),
    ("ABCDEFGHIJKLMNOPQRSTUVWXYZa", False, "a"),
    ("123 456 --- !!", True, None),
    ("café-é", True, None),
    ("Ééaa", False, "a"),
    ("ßß straße", True, None),
    ("ǅǅ dz", True, None),
    ("ＡＡ ab", True, None),
    ("\tab\nBA", False, "b"),
    ("abcb a", False, "b"),
]


@pytest.mark.parametrize("text,iso,rep", KNOWN)
def test_known(text, iso, rep):
    assert is_isogram(text) is iso
    assert first_repeat(text) == rep


@pytest.mark.parametrize("bad", [b"abc", bytearray(b"ab"), None, 12, ["a", "b"], ("a",), 3.5])
def test_type_errors(bad):
    with pytest.raises(TypeError, match=r"^text must be a string$"):
        is_isogram(bad)
    with pytest.raises(TypeError, match=r"^text must be a string$"):
        first_repeat(bad)


def test_str_subclass():
    class S(str):
        pass
    assert is_isogram(S("lumberjacks")) is True
    assert first_repeat(S("background-checks")) == "c"


def test_result_types():
    assert type(is_isogram("abc")) is bool
    assert type(is_isogram("abca")) is bool
    assert type(first_repeat("xyzZ")) is str


def _oracle(text):
    seen = set()
    for ch in text:
        if ch in string.ascii_letters:
            low = ch.lower()
            if low in seen:
                return low
            seen.add(low)
    return None


def test_random_against_oracle():
    rng = random.Random(1107)
    alphabet = string.ascii_letters + " -'0123456789éÉßΩ\t"
    for _ in range(800):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 30)))
        want = _oracle(text)
        assert first_repeat(text) == want, text
        assert is_isogram(text) is (want is None), text


def test_random_isograms():
    rng = random.Random(55)
    for _ in range(300):
        letters = rng.sample(string.ascii_lowercase, rng.randint(0, 26))
        text = "".join(c.upper() if rng.random() < 0.5 else c for c in letters)
        parts = list(text)
        for _ in range(rng.randint(0, 10)):
            parts.insert(rng.randint(0, len(parts)), rng.choice(" -.,é1"))
        assert is_isogram("".join(parts)) is True


def test_speed():
    rng = random.Random(9)
    filler = "".join(rng.choice(" -_.,;:0123456789éèàüΩ") for _ in range(2_000_000))
    texts = [filler + "abcdefghijklm" + filler + "nopqrstuvwxyz", filler + "q" + filler + "Q"]
    t0 = time.perf_counter()
    assert is_isogram(texts[0]) is True
    assert first_repeat(texts[1]) == "q"
    for _ in range(2000):
        assert first_repeat("abcdefghijklmnopqrstuvwxyz" * 4) == "a"
    assert time.perf_counter() - t0 < 6.0
