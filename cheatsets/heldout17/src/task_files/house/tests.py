import random
import time

import pytest

from solution import recite

_NOUNS = ["house that Jack built", "malt", "rat", "cat", "dog", "cow with the crumpled horn",
          "maiden all forlorn", "man all tattered and torn", "priest all shaven and shorn",
          "rooster that crowed in the morn", "farmer sowing his corn", "horse and the hound and the horn"]
_VERBS = ["", "lay in", "ate", "killed", "worried", "tossed", "milked", "kissed", "married", "woke",
          "kept", "belonged to"]


def _ref_verse(n):
    words = ["This is the " + _NOUNS[n - 1]]
    for i in range(n - 1, 0, -1):
        words.append("that " + _VERBS[i] + " the " + _NOUNS[i - 1])
    return " ".join(words) + "."


def test_verse_one():
    assert recite(1, 1) == ["This is the house that Jack built."]


def test_verse_two():
    assert recite(2, 2) == ["This is the malt that lay in the house that Jack built."]


def test_verse_three():
    assert recite(3, 3) == ["This is the rat that ate the malt that lay in the house that Jack built."]


def test_verse_six():
    assert recite(6, 6) == [
        "This is the cow with the crumpled horn that tossed the dog that worried the cat that killed "
        "the rat that ate the malt that lay in the house that Jack built."
    ]


def test_verse_twelve():
    assert recite(12, 12) == [
        "This is the horse and the hound and the horn that belonged to the farmer sowing his corn that "
        "kept the rooster that crowed in the morn that woke the priest all shaven and shorn that married "
        "the man all tattered and torn that kissed the maiden all forlorn that milked the cow with the "
        "crumpled horn that tossed the dog that worried the cat that killed the rat that ate the malt that "
        "lay in the house that Jack built."
    ]


def test_range_four_to_eight():
    got = recite(4, 8)
    assert len(got) == 5
    assert got[0].startswith("This is the cat that killed")
    assert got[-1].startswith("This is the man all tattered and torn that kissed the maiden")


def test_whole_rhyme():
    got = recite(1, 12)
    assert got == [_ref_verse(n) for n in range(1, 13)]


def test_types():
    got = recite(2, 3)
    assert type(got) is list and all(type(v) is str for v in got)


def test_new_list_each_time():
    a = recite(1, 2)
    a.clear()
    assert len(recite(1, 2)) == 2


@pytest.mark.parametrize("start,end", [(0, 3), (1, 13), (-1, 2), (13, 13)])
def test_out_of_range(start, end):
    with pytest.raises(ValueError, match=r"^verse out of range$"):
        recite(start, end)


def test_start_after_end():
    with pytest.raises(ValueError, match=r"^start after end$"):
        recite(5, 2)


@pytest.mark.parametrize("start,end", [(True, 2), (1, 2.0), ("1", 2), (1, None)])
def test_not_ints(start, end):
    with pytest.raises(TypeError):
        recite(start, end)


def test_random_ranges():
    rng = random.Random(99)
    for _ in range(400):
        a = rng.randint(1, 12)
        b = rng.randint(a, 12)
        assert recite(a, b) == [_ref_verse(n) for n in range(a, b + 1)]


def test_speed():
    start = time.perf_counter()
    for _ in range(6000):
        recite(1, 12)
    assert time.perf_counter() - start < 6.0
