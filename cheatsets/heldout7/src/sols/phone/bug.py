def clean(number):
    if not isinstance(number, str):
        raise TypeError("number must be a str")
    if any(ch.isalpha() for ch in number):
        raise ValueError("letters not permitted")
    if any(not (ch.isdigit() or ch in " ()-.+") for ch in number):
        raise ValueError("punctuations not permitted")
    digits = "".join(ch for ch in number if ch.isdigit())
    if len(digits) < 10:
        raise ValueError("must not be fewer than 10 digits")
    if len(digits) > 11:
        raise ValueError("must not be greater than 11 digits")
    if len(digits) == 11:
        if digits[0] != "1":
            raise ValueError("11 digits must start with 1")
        digits = digits[1:]
    for name, first in (("area", digits[0]), ("exchange", digits[3])):
        if first == "0":
            raise ValueError(f"{name} code cannot start with zero")
        if first == "1":
            raise ValueError(f"{name} code cannot start with one")
    return digits


def pretty(number):
    d = clean(number)
    return f"({d[:3]}) {d[3:6]}-{d[6:]}"
