import pytest
from solution import find_anagrams


def test_duplicates_kept():
    assert find_anagrams("evil", ["vile", "vile"]) == ["vile", "vile"]


def test_same_word_other_case():
    assert find_anagrams("Listen", ["LISTEN", "silent"]) == ["silent"]


def test_set_rejected():
    with pytest.raises(TypeError):
        find_anagrams("abc", {"cab"})
