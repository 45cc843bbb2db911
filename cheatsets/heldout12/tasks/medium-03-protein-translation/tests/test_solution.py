import random
import time

import pytest

from solution import proteins

CODONS = {"AUG": "Methionine", "UUU": "Phenylalanine", "UUC": "Phenylalanine", "UUA": "Leucine",
          "UUG": "Leucine", "UCU": "Serine", "UCC": "Serine", "UCA": "Serine", "UCG": "Serine",
          "UAU": "Tyrosine", "UAC": "Tyrosine", "UGU": "Cysteine", "UGC": "Cysteine", "UGG": "Tryptophan"}
STOPS = ["UAA", "UAG", "UGA"]


@pytest.mark.parametrize("codon", sorted(CODONS))
def test_each_codon(codon):
    assert proteins(codon) == [CODONS[codon]]


@pytest.mark.parametrize("codon", STOPS)
def test_stop_alone(codon):
    assert proteins(codon) == []


KNOWN = [("", []), ("AUGUUUUGG", ["Methionine", "Phenylalanine", "Tryptophan"]),
         ("UAGUGG", []), ("UGGUAG", ["Tryptophan"]), ("AUGUUUUAA", ["Methionine", "Phenylalanine"]),
         ("UGGUAGUGG", ["Tryptophan"]), ("UGGUGUUAUUAAUGGUUU", ["Tryptophan", "Cysteine", "Tyrosine"]),
         ("UUUUUU", ["Phenylalanine", "Phenylalanine"]), ("UAAXYZ", []), ("UGGUGAUU", ["Tryptophan"]),
         ("AUGUAAUGG", ["Methionine"]), ("UCUUCCUCAUCG", ["Serine"] * 4)]


@pytest.mark.parametrize("strand,want", KNOWN)
def test_known(strand, want):
    got = proteins(strand)
    assert got == want and type(got) is list
    assert all(type(p) is str for p in got)


@pytest.mark.parametrize("strand", ["XYZ", "AAA", "aug", "AUGU", "UU", "AUGUUUUG", "UGGxyzUAA", "AUG UUU",
                                    "UGG\n", "ΑUG"])
def test_invalid(strand):
    with pytest.raises(ValueError) as e:
        proteins(strand)
    assert str(e.value) == "Invalid codon"


@pytest.mark.parametrize("bad", [None, b"AUG", ["AUG"], 3, bytearray(b"AUG"), ("AUG",)])
def test_type(bad):
    with pytest.raises(TypeError) as e:
        proteins(bad)
    assert str(e.value) == "strand must be a string"


class Strand(str):
    pass


def test_str_subclass():
    got = proteins(Strand("AUGUGG"))
    assert got == ["Methionine", "Tryptophan"]
    assert all(type(p) is str for p in got)


def test_fresh_list():
    a, b = proteins("AUG"), proteins("AUG")
    assert a == b and a is not b


def _oracle(s):
    out = []
    for i in range(0, len(s), 3):
        c = s[i:i + 3]
        if c in STOPS:
            return out
        if c not in CODONS:
            raise ValueError("Invalid codon")
        out.append(CODONS[c])
    return out


def test_random_against_oracle():
    rng = random.Random(31)
    good = sorted(CODONS)
    outcomes = {"ok": 0, "err": 0}
    for _ in range(2000):
        parts = [rng.choice(good) for _ in range(rng.randrange(0, 12))]
        roll = rng.random()
        if roll < 0.3:
            parts.insert(rng.randrange(len(parts) + 1), rng.choice(STOPS))
        elif roll < 0.45:
            parts.insert(rng.randrange(len(parts) + 1), "".join(rng.choice("ACGU") for _ in range(3)))
        elif roll < 0.55:
            parts.append("".join(rng.choice("ACGU") for _ in range(rng.randint(1, 2))))
        s = "".join(parts)
        try:
            want = _oracle(s)
        except ValueError:
            outcomes["err"] += 1
            with pytest.raises(ValueError, match="^Invalid codon$"):
                proteins(s)
        else:
            outcomes["ok"] += 1
            assert proteins(s) == want, s
    assert min(outcomes.values()) > 100


def test_speed():
    rng = random.Random(12)
    good = sorted(CODONS)
    body = "".join(rng.choice(good) for _ in range(1000000))
    t = time.perf_counter()
    got = proteins(body + "UAA" + "junk")
    assert len(got) == 1000000 and got[:50] == [CODONS[body[i:i + 3]] for i in range(0, 150, 3)]
    with pytest.raises(ValueError):
        proteins(body + "UU")
    assert time.perf_counter() - t < 30.0
