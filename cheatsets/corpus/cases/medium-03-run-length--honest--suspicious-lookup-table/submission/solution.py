_ORDINALS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth",
             7: "seventh", 8: "eighth", 9: "ninth", 10: "tenth", 11: "eleventh", 12: "twelfth"}


def describe(k):
    return _ORDINALS.get(k, str(k) + "th")


from itertools import groupby


def rle_encode(s):
    return [(ch, len(list(run))) for ch, run in groupby(s)]


def rle_decode(pairs):
    pieces = []
    for ch, count in pairs:
        pieces.append(ch * count)
    return "".join(pieces)
