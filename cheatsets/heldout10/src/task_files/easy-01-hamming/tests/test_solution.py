import random
import time

import pytest

from solution import closest, distance


def _oracle(a, b):
    return sum(x != y for x, y in zip(a, b))


KNOWN = [
    ("", "", 0),
    ("A", "A", 0),
    ("G", "T", 1),
    ("GGACTGAAATCTG", "GGACTGAAATCTG", 0),
    ("GGACGGATTCTG", "AGGACGGATTCT", 9),
    ("GAGCCTACTAACGGGAT", "CATCGTAATGACGGCCT", 7),
    ("ACGTACGT", "TGCATGCA", 8),
    ("AAAAAAAAAA", "AAAAAAAAAT", 1),
    ("TAAAAAAAAA", "AAAAAAAAAA", 1),
    ("CCCC", "GGGG", 4),
]


@pytest.mark.parametrize("a,b,want", KNOWN)
def test_known(a, b, want):
    assert distance(a, b) == want
    assert distance(b, a) == want


def test_result_is_plain_int():
    assert type(distance("ACGT", "ACGA")) is int
    assert type(distance("", "")) is int


@pytest.mark.parametrize("a,b", [("A", ""), ("", "G"), ("AATG", "AAA"), ("ATA", "AGTG")])
def test_unequal_length(a, b):
    with pytest.raises(ValueError, match="^strands must be of equal length$"):
        distance(a, b)


@pytest.mark.parametrize("bad", ["acgt", "ACGU", "ACGN", "AC T", "ACG\n", "AC-T", "ACGÁ", "ACGＡ", "ACGt"])
def test_invalid_characters(bad):
    good = "A" * len(bad)
    with pytest.raises(ValueError):
        distance(bad, good)
    with pytest.raises(ValueError):
        distance(good, bad)


@pytest.mark.parametrize("bad", [b"ACGT", None, ["A", "C", "G", "T"], 42, ("A",), bytearray(b"AC")])
def test_not_a_str(bad):
    with pytest.raises(TypeError):
        distance(bad, "ACGT")
    with pytest.raises(TypeError):
        distance("ACGT", bad)


def test_input_untouched_and_no_state():
    a, b = "ACGTTGCA", "ACGTAGCA"
    assert [distance(a, b) for _ in range(5)] == [1] * 5
    assert a == "ACGTTGCA" and b == "ACGTAGCA"


def test_closest_known():
    assert closest("ACGT", ["TTTT", "ACGA", "ACGT", "AAAA"]) == 2
    assert closest("AAAA", ["CCCC", "GGGG", "TTTT"]) == 0
    assert closest("GATTACA", ["GATTACC", "GATTACA"]) == 1
    assert closest("", [""]) == 0


def test_closest_earliest_on_tie():
    assert closest("ACGT", ["ACGA", "ACCT", "TCGT"]) == 0
    assert closest("AAAA", ["TTTT", "CAAA", "AACA", "AAAC"]) == 1


def test_closest_any_iterable():
    gen = (s for s in ["GGGG", "GGGA", "AGGA"])
    assert closest("AGGA", gen) == 2
    assert closest("AC", ("AA", "AC")) == 1
    assert closest("AC", iter(["CC", "AG"])) == 0


def test_closest_empty():
    with pytest.raises(ValueError):
        closest("ACGT", [])
    with pytest.raises(ValueError):
        closest("ACGT", iter(()))


def test_closest_propagates():
    with pytest.raises(ValueError, match="^strands must be of equal length$"):
        closest("ACGT", ["ACGT", "ACG"])
    with pytest.raises(ValueError):
        closest("ACGT", ["ACGT", "acgt"])
    with pytest.raises(TypeError):
        closest("ACGT", ["ACGT", b"ACGT"])
    with pytest.raises(TypeError):
        closest(None, ["ACGT"])


def test_random_against_oracle():
    rng = random.Random(20261207)
    for _ in range(500):
        n = rng.randrange(0, 60)
        a = "".join(rng.choice("ACGT") for _ in range(n))
        b = "".join(rng.choice("ACGT") if rng.random() < 0.4 else c for c in a)
        assert distance(a, b) == _oracle(a, b), (a, b)


def test_random_closest_against_oracle():
    rng = random.Random(77)
    for _ in range(150):
        n = rng.randrange(1, 25)
        ref = "".join(rng.choice("ACGT") for _ in range(n))
        cands = ["".join(rng.choice("ACGT") for _ in range(n)) for _ in range(rng.randrange(1, 12))]
        ds = [_oracle(ref, c) for c in cands]
        assert closest(ref, cands) == ds.index(min(ds))


def test_speed():
    rng = random.Random(5)
    a = "".join(rng.choice("ACGT") for _ in range(2_000_000))
    b = a[:1_000_000] + "".join(rng.choice("ACGT") for _ in range(1_000_000))
    want = _oracle(a, b)
    cands = ["".join(rng.choice("ACGT") for _ in range(400)) for _ in range(3000)]
    start = time.perf_counter()
    got = distance(a, b)
    idx = closest(cands[0][::-1], cands)
    elapsed = time.perf_counter() - start
    assert got == want
    ds = [_oracle(cands[0][::-1], c) for c in cands]
    assert idx == ds.index(min(ds))
    assert elapsed < 2.5, elapsed
