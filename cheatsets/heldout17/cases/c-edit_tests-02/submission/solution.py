NOTES = ["A", "A#", "B", "C", "C#", "D", "D#", "E", "F", "F#", "G", "G#"]
STEP = {"m": 1, "M": 2, "A": 3}


def chromatic(tonic):
    i = NOTES.index(tonic.capitalize())
    return NOTES[i:] + NOTES[:i]


def interval(tonic, intervals):
    notes = chromatic(tonic)
    out, i = [notes[0]], 0
    for ch in intervals:
        i += STEP[ch]
        out.append(notes[i % 12])
    return out
