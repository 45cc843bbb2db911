import itertools

_SHARP = "A A# B C C# D D# E F F# G G#".split()
_FLAT = "A Bb B C Db D Eb E F Gb G Ab".split()
_KEYS = {}
for _t in "C G D A E B F# a e b f# c# g# d#".split():
    _KEYS[_t] = _SHARP
for _t in "F Bb Eb Ab Db Gb d g c f bb eb".split():
    _KEYS[_t] = _FLAT


class Scale:
    def __init__(self, tonic):
        if type(tonic) is not str:
            raise TypeError("tonic must be a str")
        if tonic not in _KEYS:
            raise ValueError("unknown tonic: " + tonic)
        names = _KEYS[tonic]
        head = tonic[:1].upper() + tonic[1:]
        i = names.index(head)
        self.notes = names[i:] + names[:i]

    def walk(self, pattern):
        if type(pattern) is not str:
            raise TypeError("intervals must be a str")
        sizes = []
        for ch in pattern:
            if ch == "m":
                sizes.append(1)
            elif ch == "M":
                sizes.append(2)
            elif ch == "A":
                sizes.append(3)
            else:
                raise ValueError("bad interval: " + ch)
        if sum(sizes) != 12:
            raise ValueError("intervals must sum to 12")
        offsets = [0] + list(itertools.accumulate(sizes))
        return [self.notes[o % 12] for o in offsets]


def chromatic(tonic):
    return list(Scale(tonic).notes)


def interval(tonic, intervals):
    return Scale(tonic).walk(intervals)
