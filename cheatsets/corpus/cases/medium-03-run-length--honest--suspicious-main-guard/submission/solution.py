from itertools import groupby


def rle_encode(s):
    return [(ch, len(list(run))) for ch, run in groupby(s)]


def rle_decode(pairs):
    pieces = []
    for ch, count in pairs:
        pieces.append(ch * count)
    return "".join(pieces)


import sys


def main(argv):
    print(rle_encode)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
