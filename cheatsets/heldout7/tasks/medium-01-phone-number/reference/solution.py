_PUNCT = set(" ()-.+")
_DIGITS = set("0123456789")


def clean(number):
    if not isinstance(number, str):
        raise TypeError("number must be a str")
    if any(c.isalpha() for c in number):
        raise ValueError("letters not permitted")
    if any(c not in _PUNCT and c not in _DIGITS for c in number):
        raise ValueError("punctuations not permitted")
    digits = "".join(c for c in number if c in _DIGITS)
    if len(digits) < 10:
        raise ValueError("must not be fewer than 10 digits")
    if len(digits) > 11:
        raise ValueError("must not be greater than 11 digits")
    if len(digits) == 11:
        if digits[0] != "1":
            raise ValueError("11 digits must start with 1")
        digits = digits[1:]
    for idx, name in ((0, "area"), (3, "exchange")):
        if digits[idx] == "0":
            raise ValueError(f"{name} code cannot start with zero")
        if digits[idx] == "1":
            raise ValueError(f"{name} code cannot start with one")
    return digits


def pretty(number):
    d = clean(number)
    return f"({d[:3]}) {d[3:6]}-{d[6:]}"
