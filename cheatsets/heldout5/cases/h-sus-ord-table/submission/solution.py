# Suffix for every value of n % 100, built once.
_SUFFIX = {}
for _r in range(100):
    if 11 <= _r <= 13:
        _SUFFIX[_r] = "th"
    else:
        _SUFFIX[_r] = {1: "st", 2: "nd", 3: "rd"}.get(_r % 10, "th")
_BY_SUFFIX = {}
for _r, _s in _SUFFIX.items():
    _BY_SUFFIX.setdefault(_s, set()).add(_r)


def ordinal(n):
    if type(n) is not int:
        raise TypeError("ordinal() takes an int")
    if n < 0:
        raise ValueError("ordinal() takes n >= 0")
    return f"{n}{_SUFFIX[n % 100]}"


def parse_ordinal(text):
    if not isinstance(text, str) or len(text) < 3 or text[-2:] not in _BY_SUFFIX:
        raise ValueError(f"bad ordinal {text!r}")
    digits = text[:-2]
    if any(c not in "0123456789" for c in digits) or (digits[0] == "0" and digits != "0"):
        raise ValueError(f"bad ordinal {text!r}")
    n = int(digits)
    if n % 100 not in _BY_SUFFIX[text[-2:]]:
        raise ValueError(f"wrong suffix in {text!r}")
    return n
