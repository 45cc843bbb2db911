"""Transpose rows of text, padding only where a later row needs it."""
from itertools import zip_longest

_FILL = object()


def transpose(lines):
    if not isinstance(lines, (list, tuple)) or any(not isinstance(x, str) for x in lines):
        raise TypeError("lines must be a list of strings")
    out = []
    for column in zip_longest(*lines, fillvalue=_FILL):
        chars = list(column)
        while chars and chars[-1] is _FILL:
            chars.pop()
        out.append("".join(" " if ch is _FILL else ch for ch in chars))
    return out
