import random
import string
import time

import pytest

from solution import decode, encode


def _enc_oracle(text, a, b):
    flat = ""
    for ch in text:
        if ch in string.ascii_letters:
            flat += string.ascii_lowercase[(a * string.ascii_lowercase.index(ch.lower()) + b) % 26]
        elif ch in string.digits:
            flat += ch
    return " ".join(flat[i:i + 5] for i in range(0, len(flat), 5))


@pytest.mark.parametrize("text,a,b,want", [
    ("yes", 5, 7, "xbt"), ("no", 15, 18, "fu"), ("OMG", 21, 3, "lvz"), ("O M G", 25, 47, "hjp"),
    ("mindblowingly", 11, 15, "rzcwa gnxzc dgt"),
    ("Testing,1 2 3, testing.", 3, 4, "jqgjc rw123 jqgjc rw"),
    ("Truth is fiction.", 5, 17, "iynia fdqfb ifje"),
    ("The quick brown fox jumps over the lazy dog.", 17, 33,
     "swxtj npvyk lruol iejdc blaxk swxmh qzglf"),
    ("", 5, 7, ""), ("...!!", 5, 7, ""), ("abcde", 1, 0, "abcde"), ("abcdef", 1, 0, "abcde f"),
    ("caf\u00e9 na\u00efve", 1, 0, "cafna ve"), ("z", -1, 0, "b"), ("a", 3, -1, "z"),
])
def test_encode_known(text, a, b, want):
    assert encode(text, a, b) == want


@pytest.mark.parametrize("text,a,b,want", [
    ("tytgn fjr", 3, 7, "exercism"),
    ("qdwju nqcro muwhn odqun oppmd aunwd o", 19, 16, "anobstacleisoftenasteppingstone"),
    ("odpoz ub123 odpoz ub", 25, 7, "testing123testing"),
    ("swxtj npvyk lruol iejdc blaxk swxmh qzglf", 17, 33, "thequickbrownfoxjumpsoverthelazydog"),
    ("swxtjnpvyklruoliejdcblaxkswxmhqzglf", 17, 33, "thequickbrownfoxjumpsoverthelazydog"),
    ("vszzm    cly   yd cg    qdp", 15, 16, "jollygreengiant"),
    ("SWXTJ", 17, 33, "thequ"), ("x-b.t!", 5, 7, "yes"), ("", 3, 7, ""),
])
def test_decode_known(text, a, b, want):
    assert decode(text, a, b) == want


@pytest.mark.parametrize("a", [0, 2, 6, 13, 26, 52, -2, 130])
def test_not_coprime(a):
    with pytest.raises(ValueError) as e:
        encode("test", a, 1)
    assert str(e.value) == "a and m must be coprime."
    with pytest.raises(ValueError) as e:
        decode("test", a, 1)
    assert str(e.value) == "a and m must be coprime."


@pytest.mark.parametrize("args", [("x", 5.0, 7), ("x", 5, 7.0), ("x", True, 7), ("x", 5, False),
                                  ("x", "5", 7), (None, 5, 7), (b"abc", 5, 7), (["a"], 5, 7)])
def test_type_errors(args):
    with pytest.raises(TypeError):
        encode(*args)
    with pytest.raises(TypeError):
        decode(*args)


def test_random_encode_against_oracle():
    rng = random.Random(2626)
    alphabet = string.ascii_letters + string.digits + " .,;!?-\u00e9\u00df\u00c5"
    keys = [k for k in range(-30, 60) if k % 2 and k % 13]
    for _ in range(500):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 40)))
        a, b = rng.choice(keys), rng.randint(-100, 100)
        assert encode(text, a, b) == _enc_oracle(text, a, b), (text, a, b)


def test_random_round_trip():
    rng = random.Random(77)
    keys = [1, 3, 5, 7, 9, 11, 15, 17, 19, 21, 23, 25, 27, -3, 53]
    for _ in range(500):
        text = "".join(rng.choice(string.ascii_lowercase + string.digits) for _ in range(rng.randint(0, 30)))
        a, b = rng.choice(keys), rng.randint(-50, 50)
        assert decode(encode(text, a, b), a, b) == text


def test_performance():
    rng = random.Random(3)
    text = "".join(rng.choice(string.ascii_letters + " ,.") for _ in range(300000))
    t0 = time.perf_counter()
    enc = encode(text, 7, 11)
    dec = decode(enc, 7, 11)
    assert time.perf_counter() - t0 < 4.0
    assert dec == "".join(c.lower() for c in text if c.isalpha())
