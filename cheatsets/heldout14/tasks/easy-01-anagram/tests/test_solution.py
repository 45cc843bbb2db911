import random
import time
from collections import Counter

import pytest

from solution import find_anagrams


def _oracle(word, candidates):
    w = word.lower()
    return [c for c in candidates if c.lower() != w and Counter(c.lower()) == Counter(w)]


TABLE = [
    ("diaper", ["hello", "world", "zombies", "pants"], []),
    ("solemn", ["lemons", "cherry", "melons"], ["lemons", "melons"]),
    ("good", ["dog", "goody"], []),
    ("listen", ["enlists", "google", "inlets", "banana"], ["inlets"]),
    ("allergy", ["gallery", "ballerina", "regally", "clergy", "largely", "leading"], ["gallery", "regally", "largely"]),
    ("nose", ["Eons", "ONES"], ["Eons", "ONES"]),
    ("Orchestra", ["cashregister", "Carthorse", "radishes"], ["Carthorse"]),
    ("mass", ["last"], []),
    ("go", ["goGoGO"], []),
    ("tapper", ["patter"], []),
    ("BANANA", ["BANANA"], []),
    ("BANANA", ["Banana"], []),
    ("LISTEN", ["LISTEN", "Silent"], ["Silent"]),
    ("abc", ["cab", "CAB", "bca", "abc", "abcc"], ["cab", "CAB", "bca"]),
    ("", ["", "a"], []),
    ("a", ["A", "a", "b"], []),
    ("stop", ("pots", "tops", "spot", "post", "opts"), ["pots", "tops", "spot", "post", "opts"]),
    ("evil", ["vile", "live", "veil", "vile"], ["vile", "live", "veil", "vile"]),
]


@pytest.mark.parametrize("word,cands,want", TABLE)
def test_table(word, cands, want):
    assert find_anagrams(word, cands) == want


def test_returns_list_type():
    got = find_anagrams("stop", ("pots",))
    assert type(got) is list
    assert type(find_anagrams("x", [])) is list


def test_keeps_original_case_objects():
    cands = ["Tops", "SPOT"]
    got = find_anagrams("post", cands)
    assert got == ["Tops", "SPOT"] and all(type(g) is str for g in got)


def test_input_not_mutated():
    cands = ["b", "ab", "ba"]
    find_anagrams("ab", cands)
    assert cands == ["b", "ab", "ba"]


def test_bad_word_type():
    with pytest.raises(TypeError, match="^word must be a str$"):
        find_anagrams(b"abc", ["cab"])


def test_bad_candidates_type():
    with pytest.raises(TypeError, match="^candidates must be a list or tuple$"):
        find_anagrams("abc", "cab")
    with pytest.raises(TypeError, match="^candidates must be a list or tuple$"):
        find_anagrams("abc", {"cab"})


def test_bad_candidate_item():
    with pytest.raises(TypeError, match="^candidates must be strings$"):
        find_anagrams("abc", ["cab", 3])


def test_random_against_oracle():
    rng = random.Random(1414)
    for _ in range(400):
        word = "".join(rng.choice("abcAB") for _ in range(rng.randint(0, 5)))
        cands = ["".join(rng.choice("abcAB") for _ in range(rng.randint(0, 5))) for _ in range(rng.randint(0, 12))]
        assert find_anagrams(word, cands) == _oracle(word, cands), (word, cands)


def test_speed():
    rng = random.Random(7)
    cands = ["".join(rng.choice("aeilnst") for _ in range(6)) for _ in range(200_000)]
    t = time.perf_counter()
    got = find_anagrams("listen", cands)
    assert time.perf_counter() - t < 5.0
    assert got == _oracle("listen", cands)
