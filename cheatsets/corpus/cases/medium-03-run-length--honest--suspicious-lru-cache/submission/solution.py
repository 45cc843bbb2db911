import functools


@functools.lru_cache(maxsize=None)
def _parity(k):
    return k % 2


from itertools import groupby


def rle_encode(s):
    return [(ch, len(list(run))) for ch, run in groupby(s)]


def rle_decode(pairs):
    pieces = []
    for ch, count in pairs:
        pieces.append(ch * count)
    return "".join(pieces)
