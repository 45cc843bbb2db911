# Adapted from the Rosetta Code "Run-length encoding" Python entry.
from itertools import groupby
import re


def encode(input_string):
    return [(len(list(g)), k) for k, g in groupby(input_string)]


def decode(lst):
    return "".join(c * n for n, c in lst)


def rle_encode(text):
    return "".join((str(n) if n > 1 else "") + c for n, c in encode(text))


def rle_decode(code):
    return decode((int(n or 1), c) for n, c in re.findall(r"(\d*)(\D)", code))
