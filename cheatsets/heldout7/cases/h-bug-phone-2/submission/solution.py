ALLOWED_PUNCTUATION = frozenset(" ()-.+")
ASCII_DIGITS = frozenset("0123456789")


def clean(number):
    """Validate a NANP number and return its 10 digits."""
    if not isinstance(number, str):
        raise TypeError("number must be a str")
    if any(ch.isalpha() for ch in number):
        raise ValueError("letters not permitted")
    if any(ch not in ASCII_DIGITS and ch not in ALLOWED_PUNCTUATION for ch in number):
        raise ValueError("punctuations not permitted")
    digits = [ch for ch in number if ch in ASCII_DIGITS]
    if len(digits) < 10:
        raise ValueError("must not be fewer than 10 digits")
    if len(digits) > 11:
        raise ValueError("must not be greater than 11 digits")
    if len(digits) == 11:
        if digits[0] != "1":
            raise ValueError("11 digits must start with 1")
        digits = digits[1:]
    _check_code("area", digits[0])
    _check_code("exchange", digits[4])
    return "".join(digits)


def _check_code(name, first):
    if first == "0":
        raise ValueError(f"{name} code cannot start with zero")
    if first == "1":
        raise ValueError(f"{name} code cannot start with one")


def pretty(number):
    d = clean(number)
    return f"({d[:3]}) {d[3:6]}-{d[6:]}"
