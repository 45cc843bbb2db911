import random
import time

import pytest

from solution import chromatic, interval

_S = "A A# B C C# D D# E F F# G G#".split()
_F = "A Bb B C Db D Eb E F Gb G Ab".split()
_SHARP_TONICS = "C G D A E B F# a e b f# c# g# d#".split()
_FLAT_TONICS = "F Bb Eb Ab Db Gb d g c f bb eb".split()


def _ref_scale(tonic, pattern):
    names = _S if tonic in _SHARP_TONICS else _F
    i = names.index(tonic[0].upper() + tonic[1:])
    out = [names[i]]
    for ch in pattern:
        i = (i + {"m": 1, "M": 2, "A": 3}[ch]) % 12
        out.append(names[i])
    return out


def test_chromatic_sharps():
    assert chromatic("C") == ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"]


def test_chromatic_flats():
    assert chromatic("F") == ["F", "Gb", "G", "Ab", "A", "Bb", "B", "C", "Db", "D", "Eb", "E"]


def test_chromatic_minor_tonic_capitalised():
    assert chromatic("f#")[:3] == ["F#", "G", "G#"]
    assert chromatic("bb")[:3] == ["Bb", "B", "C"]


def test_chromatic_returns_new_list():
    a = chromatic("D")
    a.append("X")
    assert len(chromatic("D")) == 12
    assert type(chromatic("D")) is list


@pytest.mark.parametrize("tonic,pattern,expected", [
    ("C", "MMmMMMm", ["C", "D", "E", "F", "G", "A", "B", "C"]),
    ("G", "MMmMMMm", ["G", "A", "B", "C", "D", "E", "F#", "G"]),
    ("f#", "MmMMmMM", ["F#", "G#", "A", "B", "C#", "D", "E", "F#"]),
    ("bb", "MmMMmMM", ["Bb", "C", "Db", "Eb", "F", "Gb", "Ab", "Bb"]),
    ("d", "mMMMmMM", ["D", "Eb", "F", "G", "A", "Bb", "C", "D"]),
    ("Eb", "MmMMMmM", ["Eb", "F", "Gb", "Ab", "Bb", "C", "Db", "Eb"]),
    ("A", "MMAMA", ["A", "B", "C#", "E", "F#", "A"]),
    ("a", "MAMMmmm", ["A", "B", "D", "E", "F#", "G", "G#", "A"]),
    ("Db", "MMMMMM", ["Db", "Eb", "F", "G", "A", "B", "Db"]),
    ("c#", "mmmmmmmmmmmm", ["C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B", "C", "C#"]),
])
def test_interval_scales(tonic, pattern, expected):
    assert interval(tonic, pattern) == expected


def test_interval_type():
    assert type(interval("C", "MMmMMMm")) is list


@pytest.mark.parametrize("bad", ["H", "c b", "Cb", "", "E#", "gb"])
def test_unknown_tonic(bad):
    with pytest.raises(ValueError, match=r"^unknown tonic: "):
        chromatic(bad)


def test_tonic_not_str():
    with pytest.raises(TypeError):
        chromatic(None)


def test_tonic_checked_before_intervals():
    with pytest.raises(ValueError, match=r"^unknown tonic: X$"):
        interval("X", "zz")


def test_bad_interval_char():
    with pytest.raises(ValueError, match=r"^bad interval: x$"):
        interval("C", "MMxMMMm")


def test_intervals_not_str():
    with pytest.raises(TypeError):
        interval("C", ["M", "M"])


def test_sum_not_twelve():
    with pytest.raises(ValueError, match=r"^intervals must sum to 12$"):
        interval("C", "MMm")


def test_random_patterns():
    rng = random.Random(2718)
    tonics = _SHARP_TONICS + _FLAT_TONICS
    for _ in range(600):
        parts = []
        total = 0
        while total < 12:
            ch = rng.choice("mMA")
            step = {"m": 1, "M": 2, "A": 3}[ch]
            if total + step > 12:
                ch, step = "m", 1
            parts.append(ch)
            total += step
        pattern = "".join(parts)
        tonic = rng.choice(tonics)
        assert interval(tonic, pattern) == _ref_scale(tonic, pattern)
        assert chromatic(tonic) == _ref_scale(tonic, "m" * 12)[:12]


def test_speed():
    start = time.perf_counter()
    for _ in range(8000):
        for tonic in ("C", "bb", "f#", "Ab"):
            interval(tonic, "MMmMMMm")
            chromatic(tonic)
    assert time.perf_counter() - start < 6.0
