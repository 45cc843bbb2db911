import random
import re

import pytest

from solution import acronym


@pytest.mark.parametrize("phrase,want", [
    ("Portable Network Graphics", "PNG"),
    ("Ruby on Rails", "ROR"),
    ("First In, First Out", "FIFO"),
    ("GNU Image Manipulation Program", "GIMP"),
    ("Complementary metal-oxide semiconductor", "CMOS"),
    ("Rolling On The Floor Laughing So Hard That My Dogs Came Over And Licked Me", "ROTFLSHTMDCOALM"),
    ("Something - I made up from thin air", "SIMUFTA"),
    ("Halley's Comet", "HC"),
    ("The Road _Not_ Taken", "TRNT"),
    ("'tis the season", "TTS"),
    ("3D printing", "DP"),
    ("élan vital", "ÉV"),
    ("tab\tseparated\nlines", "TSL"),
    ("a--b__c  d", "ABCD"),
    ("2024 & beyond", "B"),
])
def test_examples(phrase, want):
    assert acronym(phrase) == want


@pytest.mark.parametrize("phrase", ["", "   ", "- _ -", "123 456", "!!"])
def test_empty_results(phrase):
    assert acronym(phrase) == ""


@pytest.mark.parametrize("bad", [None, b"abc", 42, ["a", "b"]])
def test_type_error(bad):
    with pytest.raises(TypeError):
        acronym(bad)


def test_returns_str_type():
    out = acronym("hyper text")
    assert type(out) is str and out == "HT"


def _oracle(phrase):
    res = ""
    for w in re.split(r"[\s\-_]+", phrase):
        letters = [c for c in w if c.isalpha()]
        if letters:
            res += letters[0].upper()
    return res


def test_random_against_oracle():
    rng = random.Random(7)
    alphabet = "abcXYZ' -_.,!19\t"
    for _ in range(2000):
        phrase = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 25)))
        assert acronym(phrase) == _oracle(phrase), repr(phrase)
