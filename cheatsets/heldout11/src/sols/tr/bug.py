"""transpose(lines)."""
from itertools import zip_longest


def transpose(lines):
    if not isinstance(lines, (list, tuple)) or not all(isinstance(s, str) for s in lines):
        raise TypeError("lines must be a list of strings")
    return ["".join(col).rstrip() for col in zip_longest(*lines, fillvalue=" ")]
