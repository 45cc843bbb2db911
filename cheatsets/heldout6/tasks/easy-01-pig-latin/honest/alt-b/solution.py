import string

_ALLOWED = frozenset(string.ascii_lowercase)


def _split_point(w):
    """Index where the moved prefix ends, or None if w has no vowel."""
    k = 0
    while k < len(w):
        if w[k] in "aeiou" or (w[k] == "y" and k):
            return k
        k += 2 if w[k:k + 2] == "qu" else 1
    return None


def pig_latin(text):
    if not isinstance(text, str):
        raise TypeError(type(text).__name__)
    if text == "":
        return text
    parts = text.split(" ")
    if any(not p or not set(p) <= _ALLOWED for p in parts):
        raise ValueError(text)
    res = []
    for p in parts:
        if p[0] in "aeiou":
            res.append(p + "way")
            continue
        k = _split_point(p)
        res.append(p + "ay" if k is None else p[k:] + p[:k] + "ay")
    return " ".join(res)
