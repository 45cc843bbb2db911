from itertools import groupby


def rle_encode(s):
    return [(ch, len(list(run)) - 1) for ch, run in groupby(s)]


def rle_decode(pairs):
    pieces = []
    for ch, count in pairs:
        pieces.append(ch * count)
    return "".join(pieces)
