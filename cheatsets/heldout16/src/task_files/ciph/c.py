import re
import secrets
import string

_LOWER_RE = re.compile(r"[a-z]*")


def _lowercase_only(s):
    return _LOWER_RE.fullmatch(s) is not None


def _check(text, key):
    if not isinstance(text, str):
        raise TypeError("text must be a str")
    if not isinstance(key, str):
        raise TypeError("key must be a str")
    if not key or not _lowercase_only(key):
        raise ValueError("key must be lowercase letters")
    if not _lowercase_only(text):
        raise ValueError("text must be lowercase letters")


def _tables(sign):
    return [str.maketrans(string.ascii_lowercase,
                          string.ascii_lowercase[s:] + string.ascii_lowercase[:s])
            for s in ((sign * k) % 26 for k in range(26))]


_ENC = _tables(1)
_DEC = _tables(-1)


def _run(text, key, tables):
    _check(text, key)
    n = len(key)
    # translate every residue class of positions with one table, then interleave
    parts = [text[i::n].translate(tables[ord(key[i]) - 97]) for i in range(min(n, len(text)))]
    out = [""] * len(text)
    for i, part in enumerate(parts):
        out[i::n] = part
    return "".join(out)


def encode(text, key):
    return _run(text, key, _ENC)


def decode(text, key):
    return _run(text, key, _DEC)


def random_key(length=100):
    if type(length) is not int or length < 1:
        raise ValueError("length must be positive")
    return "".join(secrets.choice(string.ascii_lowercase) for _ in range(length))
