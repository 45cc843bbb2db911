"""Reference solution for medium-01-scale-generator."""

SHARPS = ["A", "A#", "B", "C", "C#", "D", "D#", "E", "F", "F#", "G", "G#"]
FLATS = ["A", "Bb", "B", "C", "Db", "D", "Eb", "E", "F", "Gb", "G", "Ab"]
SHARP_TONICS = {"C", "G", "D", "A", "E", "B", "F#", "a", "e", "b", "f#", "c#", "g#", "d#"}
FLAT_TONICS = {"F", "Bb", "Eb", "Ab", "Db", "Gb", "d", "g", "c", "f", "bb", "eb"}
STEPS = {"m": 1, "M": 2, "A": 3}


def _notes(tonic):
    if not isinstance(tonic, str):
        raise TypeError("tonic must be a str")
    if tonic in SHARP_TONICS:
        names = SHARPS
    elif tonic in FLAT_TONICS:
        names = FLATS
    else:
        raise ValueError(f"unknown tonic: {tonic}")
    start = names.index(tonic[0].upper() + tonic[1:])
    return names[start:] + names[:start]


def chromatic(tonic):
    return _notes(tonic)


def interval(tonic, intervals):
    notes = _notes(tonic)
    if not isinstance(intervals, str):
        raise TypeError("intervals must be a str")
    for ch in intervals:
        if ch not in STEPS:
            raise ValueError(f"bad interval: {ch}")
    if sum(STEPS[ch] for ch in intervals) != 12:
        raise ValueError("intervals must sum to 12")
    out = [notes[0]]
    pos = 0
    for ch in intervals:
        pos += STEPS[ch]
        out.append(notes[pos % 12])
    return out
