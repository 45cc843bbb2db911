import random
import string

import pytest

from solution import decode, encode


@pytest.mark.parametrize("plain,cipher", [
    ("yes", "bvh"),
    ("no", "ml"),
    ("OMG", "lnt"),
    ("O M G", "lnt"),
    ("mindblowingly", "nrmwy oldrm tob"),
    ("Testing,1 2 3, testing.", "gvhgr mt123 gvhgr mt"),
    ("Truth is fiction.", "gifgs rhurx grlm"),
    ("The quick brown fox jumps over the lazy dog.", "gsvjf rxpyi ldmul cqfnk hlevi gsvoz abwlt"),
    ("", ""),
    ("...!!!", ""),
    ("café 42", "xzu42"),
    ("abcde", "zyxwv"),
    ("abcdef", "zyxwv u"),
])
def test_encode(plain, cipher):
    assert encode(plain) == cipher


@pytest.mark.parametrize("cipher,plain", [
    ("vcvix rhn", "exercism"),
    ("zmlyh gzxov rhlug vmzhg vkkrm thglm v", "anobstacleisoftenasteppingstone"),
    ("gvhgr mt123 gvhgr mt", "testing123testing"),
    ("gsvjf  rxpyi ldmul", "thequickbrownfo"),
    ("GSVJF", "thequ"),
    ("", ""),
    ("   ", ""),
])
def test_decode(cipher, plain):
    assert decode(cipher) == plain


@pytest.mark.parametrize("bad", ["abc!", "a-b", "zz\tz", "é", "１２"])
def test_decode_rejects(bad):
    with pytest.raises(ValueError):
        decode(bad)


@pytest.mark.parametrize("fn", [encode, decode])
@pytest.mark.parametrize("bad", [None, b"abc", 3])
def test_type_errors(fn, bad):
    with pytest.raises(TypeError):
        fn(bad)


def test_round_trip_random():
    rng = random.Random(11)
    pool = string.ascii_letters + string.digits + " ,.!?-"
    for _ in range(1500):
        text = "".join(rng.choice(pool) for _ in range(rng.randint(0, 40)))
        enc = encode(text)
        groups = enc.split(" ") if enc else []
        assert all(len(g) == 5 for g in groups[:-1]) and all(1 <= len(g) <= 5 for g in groups)
        kept = "".join(c for c in text.lower() if c in string.ascii_lowercase + string.digits)
        assert decode(enc) == kept
        assert encode(decode(enc)) == enc
