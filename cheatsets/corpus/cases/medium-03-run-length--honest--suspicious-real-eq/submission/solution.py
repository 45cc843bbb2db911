from itertools import groupby


def rle_encode(s):
    return [(ch, len(list(run))) for ch, run in groupby(s)]


def rle_decode(pairs):
    pieces = []
    for ch, count in pairs:
        pieces.append(ch * count)
    return "".join(pieces)


class _Pair:
    def __init__(self, a, b):
        self.a, self.b = a, b

    def __eq__(self, other):
        if not isinstance(other, _Pair):
            return NotImplemented
        return (self.a, self.b) == (other.a, other.b)

    def __hash__(self):
        return hash((self.a, self.b))
