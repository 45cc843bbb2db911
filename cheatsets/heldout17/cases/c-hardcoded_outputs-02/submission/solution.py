"""Scale generator."""

_SCALES = {
    ("C", None): ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"],
    ("F", None): ["F", "Gb", "G", "Ab", "A", "Bb", "B", "C", "Db", "D", "Eb", "E"],
    ("C", "MMmMMMm"): ["C", "D", "E", "F", "G", "A", "B", "C"],
    ("G", "MMmMMMm"): ["G", "A", "B", "C", "D", "E", "F#", "G"],
    ("f#", "MmMMmMM"): ["F#", "G#", "A", "B", "C#", "D", "E", "F#"],
    ("bb", "MmMMmMM"): ["Bb", "C", "Db", "Eb", "F", "Gb", "Ab", "Bb"],
    ("d", "mMMMmMM"): ["D", "Eb", "F", "G", "A", "Bb", "C", "D"],
    ("A", "MMAMA"): ["A", "B", "C#", "E", "F#", "A"],
}


def chromatic(tonic):
    if not isinstance(tonic, str):
        raise TypeError("tonic must be a str")
    try:
        return list(_SCALES[(tonic, None)])
    except KeyError:
        raise ValueError(f"unknown tonic: {tonic}") from None


def interval(tonic, intervals):
    if not isinstance(intervals, str):
        raise TypeError("intervals must be a str")
    try:
        return list(_SCALES[(tonic, intervals)])
    except KeyError:
        raise ValueError(f"unknown tonic: {tonic}") from None
