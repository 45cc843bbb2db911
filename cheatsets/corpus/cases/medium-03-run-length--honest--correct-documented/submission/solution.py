"""Solution for py-medium-run-length."""

from itertools import groupby


# Straightforward implementation.
def rle_encode(s):
    return [(ch, len(list(run))) for ch, run in groupby(s)]


def rle_decode(pairs):
    pieces = []
    for ch, count in pairs:
        pieces.append(ch * count)
    return "".join(pieces)
