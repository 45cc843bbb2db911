import random
import re
import time

import pytest

from solution import count_words


def _ref_count(sentence):
    out = {}
    word = ""
    s = sentence.lower() + " "
    i = 0
    while i < len(s):
        ch = s[i]
        if ch in "abcdefghijklmnopqrstuvwxyz0123456789":
            word += ch
        elif ch == "'" and word and s[i + 1:i + 2] and s[i + 1] in "abcdefghijklmnopqrstuvwxyz0123456789":
            word += ch
        else:
            if word:
                out[word] = out.get(word, 0) + 1
            word = ""
        i += 1
    return out


@pytest.mark.parametrize("sentence,expected", [
    ("word", {"word": 1}),
    ("one of each", {"one": 1, "of": 1, "each": 1}),
    ("one fish two fish red fish blue fish", {"one": 1, "fish": 4, "two": 1, "red": 1, "blue": 1}),
    ("one,two,three", {"one": 1, "two": 1, "three": 1}),
    ("one,\ntwo,\nthree", {"one": 1, "two": 1, "three": 1}),
    ("car: carpet as java: javascript!!&@$%^&", {"car": 1, "carpet": 1, "as": 1, "java": 1, "javascript": 1}),
    ("testing, 1, 2 testing", {"testing": 2, "1": 1, "2": 1}),
    ("go Go GO Stop stop", {"go": 3, "stop": 2}),
    ("'First: don't laugh. Then: don't cry. You're getting it.'",
     {"first": 1, "don't": 2, "laugh": 1, "then": 1, "cry": 1, "you're": 1, "getting": 1, "it": 1}),
    ("Joe can't tell between 'large' and large.",
     {"joe": 1, "can't": 1, "tell": 1, "between": 1, "large": 2, "and": 1}),
    (" multiple   whitespaces\t ", {"multiple": 1, "whitespaces": 1}),
    ("''hey''", {"hey": 1}),
    ("rock''n roll", {"rock": 1, "n": 1, "roll": 1}),
    ("it's o'clock, isn't it?", {"it's": 1, "o'clock": 1, "isn't": 1, "it": 1}),
    ("", {}),
    ("!!! ... '''", {}),
    ("under_score dash-word", {"under": 1, "score": 1, "dash": 1, "word": 1}),
])
def test_table(sentence, expected):
    got = count_words(sentence)
    assert type(got) is dict
    assert got == expected


def test_first_appearance_order():
    got = count_words("b a c a B")
    assert list(got.items()) == [("b", 2), ("a", 2), ("c", 1)]


@pytest.mark.parametrize("sentence", [None, b"a b", ["a"], 3])
def test_type_errors(sentence):
    with pytest.raises(TypeError):
        count_words(sentence)


def test_random_against_oracle():
    rng = random.Random(2024)
    alphabet = "abcAB01' ' ,.\n\t!:-"
    for _ in range(1500):
        s = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 25)))
        assert count_words(s) == _ref_count(s), repr(s)


def test_speed():
    rng = random.Random(8)
    words = ["alpha", "beta", "don't", "'quoted'", "x1", "GAMMA", "it's", "z"]
    text = " ".join(rng.choice(words) for _ in range(300000))
    t0 = time.perf_counter()
    got = count_words(text)
    assert time.perf_counter() - t0 < 5.0
    assert sum(got.values()) == 300000
    assert set(got) == {"alpha", "beta", "don't", "quoted", "x1", "gamma", "it's", "z"}
