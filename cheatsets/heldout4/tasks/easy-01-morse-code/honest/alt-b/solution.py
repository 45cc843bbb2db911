"""Morse encoder/decoder built from one string per symbol, in alphabet order."""
import string

_ORDER = string.ascii_uppercase + string.digits
_SYMBOLS = (".- -... -.-. -.. . ..-. --. .... .. .--- -.- .-.. -- -. --- .--. --.- .-. ... - "
            "..- ...- .-- -..- -.-- --.. ----- .---- ..--- ...-- ....- ..... -.... --... ---.. ----.").split()
assert len(_ORDER) == len(_SYMBOLS)
_ENC = dict(zip(_ORDER, _SYMBOLS))
_DEC = dict(zip(_SYMBOLS, _ORDER))


def _encode_word(word):
    bad = [c for c in word if c not in _ENC]
    if bad:
        raise ValueError(f"cannot encode {bad[0]!r}")
    return " ".join(map(_ENC.__getitem__, word))


def encode(text):
    return " / ".join(_encode_word(w) for w in text.upper().split())


def decode(code):
    if code == "":
        return ""
    def word(chunk):
        syms = chunk.split(" ")
        missing = [s for s in syms if s not in _DEC]
        if missing:
            raise ValueError(f"unknown symbol {missing[0]!r}")
        return "".join(_DEC[s] for s in syms)
    return " ".join(word(c) for c in code.split(" / "))
