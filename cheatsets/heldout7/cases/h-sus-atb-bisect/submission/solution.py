import string

_FWD = str.maketrans(string.ascii_lowercase, string.ascii_lowercase[::-1])
_ALLOWED = frozenset(string.ascii_lowercase + string.digits)


def _require_str(text):
    if not isinstance(text, str):
        raise TypeError(f"expected str, got {type(text).__name__}")


def encode(text):
    _require_str(text)
    kept = "".join(ch for ch in text.lower() if ch in _ALLOWED)
    mapped = kept.translate(_FWD)
    return " ".join(mapped[i:i + 5] for i in range(0, len(mapped), 5))


def decode(text):
    _require_str(text)
    compact = text.replace(" ", "")
    for ch in compact:
        if not (ch.isascii() and ch.lower() in _ALLOWED):
            raise ValueError(f"unexpected character {ch!r} in ciphertext")
    return compact.lower().translate(_FWD)
