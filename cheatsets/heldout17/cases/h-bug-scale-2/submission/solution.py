# Solution module. Helpers are private; the public API is what the stub defined.
"""Musical scales."""

SHARP_NOTES = ("A", "A#", "B", "C", "C#", "D", "D#", "E", "F", "F#", "G", "G#")
FLAT_NOTES = ("A", "Bb", "B", "C", "Db", "D", "Eb", "E", "F", "Gb", "G", "Ab")

# Which spelling each tonic uses (upper case = major keys, lower case = minor keys).
USES_SHARPS = frozenset("C G D A E B F# a e b f# c# g# d#".split())
USES_FLATS = frozenset("F Bb Eb Ab Db Gb d g c f bb eb".split())

STEP_SIZE = {"m": 1, "M": 2, "A": 3}


def chromatic(tonic):
    """The twelve notes starting at `tonic`."""
    if not isinstance(tonic, str):
        raise TypeError("tonic must be a str")
    if tonic in USES_SHARPS:
        table = SHARP_NOTES
    elif tonic in USES_FLATS:
        table = FLAT_NOTES
    else:
        raise ValueError(f"unknown tonic: {tonic}")
    first = table.index(tonic.capitalize())
    return [table[(first + i) % 12] for i in range(12)]


def interval(tonic, intervals):
    """Walk the chromatic scale of `tonic` by the steps in `intervals`."""
    scale = chromatic(tonic)
    if not isinstance(intervals, str):
        raise TypeError("intervals must be a str")
    bad = next((ch for ch in intervals if ch not in STEP_SIZE), None)
    if bad is not None:
        raise ValueError(f"bad interval: {bad}")
    steps = [STEP_SIZE[ch] for ch in intervals]
    result, index = [scale[0]], 0
    for step in steps:
        index += step
        result.append(scale[index % 12])
    return result
