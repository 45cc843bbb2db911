import math
import random
import string
import time

import pytest

from solution import decode, encode

MANIFESTO = "If man was meant to stay on the ground, god would have given us roots."


def _oracle(text):
    norm = "".join(ch.lower() for ch in text if ch in string.ascii_letters + string.digits)
    if not norm:
        return ""
    c = math.ceil(math.sqrt(len(norm)))
    while c * c < len(norm):
        c += 1
    r = c if c * (c - 1) < len(norm) else c - 1
    rows = [norm[i:i + c].ljust(c) for i in range(0, r * c, c)]
    return " ".join("".join(row[j] for row in rows) for j in range(c))


KNOWN = [
    ("", ""),
    ("... --- ...", ""),
    ("A", "a"),
    ("b", "b"),
    ("1", "1"),
    ("abcd", "ac bd"),
    ("This is fun!", "tsf hiu isn"),
    ("Chill out.", "clu hlt io "),
    ("Vampires are people too!", "vrel aepe mset paoo irpo"),
    (MANIFESTO, "imtgdvs fearwer mayoogo anouuio ntnnlvt wttddes aohghn  sseoau "),
    ("abcdefg", "adg be  cf "),
    ("Ünïcödé 42!", "n4 c2 d "),
]


@pytest.mark.parametrize("plain,cipher", KNOWN)
def test_encode_known(plain, cipher):
    assert encode(plain) == cipher


@pytest.mark.parametrize("plain,cipher", [k for k in KNOWN if k[1]])
def test_decode_known(plain, cipher):
    norm = cipher.replace(" ", "")
    got = decode(cipher)
    assert sorted(got) == sorted(norm)
    assert encode(got) == cipher


def test_decode_manifesto():
    assert decode("imtgdvs fearwer mayoogo anouuio ntnnlvt wttddes aohghn  sseoau ") == (
        "ifmanwasmeanttostayonthegroundgodwouldhavegivenusroots")
    assert decode("") == ""
    assert decode("clu hlt io ") == "chillout"


def test_non_ascii_dropped():
    assert encode("ＡＢＣ１２３") == ""
    assert encode("straße") == "sa te r "
    assert encode("İstanbul") == "snl tb  au "
    assert encode("\u212aelvin") == "ei ln v "


@pytest.mark.parametrize("bad", [
    "a b c", "ab", "abc", "ac  bd", "ac-bd", "AC BD", "ac bd ", " ac bd", "a  ", "clu hlt  io",
    "c u hlt io ", "cl  hlt io ", "tsf hiu is!", "adg b   cf ",
])
def test_decode_rejects(bad):
    with pytest.raises(ValueError):
        decode(bad)


@pytest.mark.parametrize("bad", [None, b"abc", 12, ["a", "b"], ("ab",)])
def test_type_errors(bad):
    with pytest.raises(TypeError):
        encode(bad)
    with pytest.raises(TypeError):
        decode(bad)


def test_shapes():
    for n in range(1, 200):
        out = encode("x" * n)
        r = out.index(" ") if " " in out else len(out)
        chunks = [out[i:i + r] for i in range(0, len(out), r + 1)]
        c = len(chunks)
        assert all(len(ch) == r for ch in chunks)
        assert " ".join(chunks) == out
        assert r * c >= n and c >= r and c - r <= 1
        assert (c - 1) * (c - 1) < n or c == 1


def test_random_encode_against_oracle():
    rng = random.Random(31337)
    alphabet = string.ascii_letters + string.digits + " .,;!?'-éß\t"
    for _ in range(400):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 90)))
        assert encode(text) == _oracle(text), text


def test_random_round_trip():
    rng = random.Random(8)
    for _ in range(300):
        norm = "".join(rng.choice(string.ascii_lowercase + string.digits) for _ in range(rng.randrange(1, 80)))
        assert decode(encode(norm)) == norm


def test_speed():
    rng = random.Random(3)
    text = "".join(rng.choice(string.ascii_letters + "  ,.") for _ in range(400_000))
    want = _oracle(text)
    start = time.perf_counter()
    got = encode(text)
    back = decode(got)
    elapsed = time.perf_counter() - start
    assert got == want
    assert back == want.replace(" ", "") or encode(back) == want
    assert elapsed < 4.0, elapsed
