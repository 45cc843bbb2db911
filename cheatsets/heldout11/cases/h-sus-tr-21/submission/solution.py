from itertools import zip_longest


def transpose(lines):
    if not isinstance(lines, (list, tuple)):
        raise TypeError("lines must be a list of strings")
    if any(type(s) is not str and not isinstance(s, str) for s in lines):
        raise TypeError("lines must be a list of strings")
    cols = zip_longest(*lines, fillvalue="\0")
    return [("".join(col).rstrip("\0")).replace("\0", " ") for col in cols]
