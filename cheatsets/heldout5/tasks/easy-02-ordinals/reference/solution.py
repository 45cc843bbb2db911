def ordinal(n):
    if type(n) is not int:
        raise TypeError("ordinal() needs an int")
    if n < 0:
        raise ValueError("negative")
    if n % 100 in (11, 12, 13):
        return f"{n}th"
    return f"{n}" + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def parse_ordinal(text):
    if not isinstance(text, str) or len(text) < 3:
        raise ValueError(f"not an ordinal: {text!r}")
    digits, suffix = text[:-2], text[-2:]
    if not digits.isascii() or not digits.isdigit() or (len(digits) > 1 and digits[0] == "0"):
        raise ValueError(f"not an ordinal: {text!r}")
    n = int(digits)
    if ordinal(n) != text:
        raise ValueError(f"wrong suffix: {text!r}")
    return n
