import copy
import random
import string
import time

import pytest

from solution import transform

FULL = {
    1: ["A", "E", "I", "O", "U", "L", "N", "R", "S", "T"],
    2: ["D", "G"],
    3: ["B", "C", "M", "P"],
    4: ["F", "H", "V", "W", "Y"],
    5: ["K"],
    8: ["J", "X"],
    10: ["Q", "Z"],
}


def _ref_transform(legacy):
    flat = {}
    for score, letters in legacy.items():
        for letter in letters:
            flat[letter.lower()] = score
    return dict(sorted(flat.items()))


def test_single():
    assert transform({1: ["A"]}) == {"a": 1}


def test_one_score_many_letters():
    assert transform({1: ["A", "E", "I", "O", "U"]}) == {"a": 1, "e": 1, "i": 1, "o": 1, "u": 1}


def test_full_table():
    got = transform(FULL)
    assert len(got) == 26
    assert got["q"] == 10 and got["k"] == 5 and got["w"] == 4 and got["a"] == 1


def test_full_table_order():
    assert list(transform(FULL)) == list(string.ascii_lowercase)


def test_lowercase_input_accepted():
    assert transform({3: ["b", "C"]}) == {"b": 3, "c": 3}


def test_tuple_letters():
    assert transform({2: ("D", "G")}) == {"d": 2, "g": 2}


def test_empty():
    assert transform({}) == {}


def test_empty_letter_list():
    assert transform({5: []}) == {}


def test_result_types():
    got = transform({8: ["J", "X"]})
    assert type(got) is dict
    assert all(type(k) is str and type(v) is int for k, v in got.items())


def test_input_not_modified():
    data = copy.deepcopy(FULL)
    transform(data)
    assert data == FULL


def test_fresh_dict_each_call():
    first = transform({1: ["A"]})
    first["z"] = 99
    assert transform({1: ["A"]}) == {"a": 1}


@pytest.mark.parametrize("bad", [[(1, ["A"])], None, "1:A"])
def test_not_a_dict(bad):
    with pytest.raises(TypeError):
        transform(bad)


def test_bool_score():
    with pytest.raises(TypeError):
        transform({True: ["A"]})


def test_str_score():
    with pytest.raises(TypeError):
        transform({"1": ["A"]})


def test_zero_score():
    with pytest.raises(ValueError, match=r"^score must be positive$"):
        transform({0: ["A"]})


def test_letters_not_a_list():
    with pytest.raises(TypeError):
        transform({1: "AE"})


def test_letter_not_str():
    with pytest.raises(TypeError):
        transform({1: ["A", 5]})


@pytest.mark.parametrize("bad", ["AB", "", "1", "é"])
def test_bad_letter(bad):
    with pytest.raises(ValueError, match=r"^bad letter: "):
        transform({1: [bad]})


def test_duplicate_across_scores():
    with pytest.raises(ValueError, match=r"^duplicate letter: a$"):
        transform({1: ["A"], 2: ["a"]})


def test_random_tables():
    rng = random.Random(1701)
    for _ in range(300):
        letters = rng.sample(string.ascii_letters[:26], rng.randint(0, 26))
        legacy = {}
        for letter in letters:
            legacy.setdefault(rng.randint(1, 12), []).append(rng.choice([letter, letter.upper()]))
        assert transform(legacy) == _ref_transform(legacy)
        assert list(transform(legacy)) == list(_ref_transform(legacy))


def test_speed():
    tables = [{1: list("AEIOU"), 2: list("BCD"), 7: list("XYZ")} for _ in range(30000)]
    start = time.perf_counter()
    for table in tables:
        transform(table)
    assert time.perf_counter() - start < 5.0
