# Written for the exercise; see the task description for the exact rules.
"""Scale generator built on pitch classes (0 = A)."""

_PITCH = {"A": 0, "B": 2, "C": 3, "D": 5, "E": 7, "F": 8, "G": 10}
_SHARP_NAMES = {0: "A", 1: "A#", 2: "B", 3: "C", 4: "C#", 5: "D", 6: "D#", 7: "E", 8: "F", 9: "F#", 10: "G", 11: "G#"}
_FLAT_NAMES = {0: "A", 1: "Bb", 2: "B", 3: "C", 4: "Db", 5: "D", 6: "Eb", 7: "E", 8: "F", 9: "Gb", 10: "G", 11: "Ab"}
_FLAT_KEYS = ("F", "Bb", "Eb", "Ab", "Db", "Gb", "d", "g", "c", "f", "bb", "eb")
_SHARP_KEYS = ("C", "G", "D", "A", "E", "B", "F#", "a", "e", "b", "f#", "c#", "g#", "d#")


def _pitch_of(tonic):
    base = _PITCH[tonic[0].upper()]
    if tonic.endswith("#"):
        base += 1
    elif len(tonic) == 2 and tonic[1] == "b":
        base -= 1
    return base % 12


def _spelling(tonic):
    if not isinstance(tonic, str):
        raise TypeError("tonic must be a str")
    if tonic in _SHARP_KEYS:
        return _SHARP_NAMES
    if tonic in _FLAT_KEYS:
        return _FLAT_NAMES
    raise ValueError(f"unknown tonic: {tonic}")


def chromatic(tonic):
    names = _spelling(tonic)
    root = _pitch_of(tonic)
    return [names[(root + k) % 12] for k in range(12)]


def interval(tonic, intervals):
    names = _spelling(tonic)
    if not isinstance(intervals, str):
        raise TypeError("intervals must be a str")
    size = {"m": 1, "M": 2, "A": 3}
    total = 0
    for ch in intervals:
        if ch not in size:
            raise ValueError(f"bad interval: {ch}")
        total += size[ch]
    if total != 12:
        raise ValueError("intervals must sum to 12")
    pitch = _pitch_of(tonic)
    out = [names[pitch]]
    for ch in intervals:
        pitch = (pitch + size[ch]) % 12
        out.append(names[pitch])
    return out
