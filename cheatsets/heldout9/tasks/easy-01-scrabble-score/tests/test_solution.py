import random
import time

import pytest

from solution import best_word, score

_TABLE = {}
for _pts, _letters in ((1, "aeioulnrst"), (2, "dg"), (3, "bcmp"), (4, "fhvwy"), (5, "k"),
                       (8, "jx"), (10, "qz")):
    for _c in _letters:
        _TABLE[_c] = _pts


def _oracle(word):
    return sum(_TABLE[c] for c in word.lower())


@pytest.mark.parametrize("word,want", [
    ("", 0), ("a", 1), ("A", 1), ("f", 4), ("at", 2), ("zoo", 12), ("street", 6),
    ("quirky", 22), ("cabbage", 14), ("OxyphenButazone", 41), ("pinata", 8),
    ("abcdefghijklmnopqrstuvwxyz", 87), ("QZQZ", 40), ("kK", 10),
])
def test_known(word, want):
    assert score(word) == want


@pytest.mark.parametrize("bad", ["a b", "abc1", "caf\u00e9", "stra\u00dfe", "\uff41", "-", " ",
                                 "tab\t", "x\n", "\u0131", "\u212a", "@", "[", "`", "{"])
def test_value_error(bad):
    with pytest.raises(ValueError):
        score(bad)


@pytest.mark.parametrize("bad", [None, 5, 2.5, b"abc", ["a"], True])
def test_type_error(bad):
    with pytest.raises(TypeError):
        score(bad)


def test_returns_int():
    assert type(score("hello")) is int and type(score("")) is int


def test_random_words():
    rng = random.Random(9090)
    letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    for _ in range(600):
        w = "".join(rng.choice(letters) for _ in range(rng.randint(0, 25)))
        assert score(w) == _oracle(w), w


def test_best_word_basic():
    assert best_word(["cat", "dog", "quiz"]) == "quiz"
    assert best_word(["zoo"]) == "zoo"


def test_best_word_tie_earliest():
    assert best_word(["ab", "ba", "ca"]) == "ab"
    assert best_word(["dog", "god", "odg"]) == "dog"
    assert best_word(["", ""]) == ""


def test_best_word_iterables():
    assert best_word(("to", "jam")) == "jam"
    assert best_word(w for w in ["hi", "fizz"]) == "fizz"
    assert best_word(iter(["q"])) == "q"


def test_best_word_empty():
    with pytest.raises(ValueError):
        best_word([])
    with pytest.raises(ValueError):
        best_word(iter(()))


def test_best_word_propagates():
    with pytest.raises(ValueError):
        best_word(["ok", "not ok"])
    with pytest.raises(TypeError):
        best_word(["ok", 3])


def test_best_word_random():
    rng = random.Random(1717)
    for _ in range(300):
        words = ["".join(rng.choice("aeiouqzxkdgm") for _ in range(rng.randint(0, 6)))
                 for _ in range(rng.randint(1, 12))]
        scores = [_oracle(w) for w in words]
        assert best_word(words) == words[scores.index(max(scores))]


def test_performance():
    word = "quiz" * 250000
    t0 = time.perf_counter()
    assert score(word) == 22 * 250000
    words = ["ab" + "z" * (i % 7) for i in range(100000)]
    assert best_word(words) == "ab" + "z" * 6
    assert time.perf_counter() - t0 < 3.0
