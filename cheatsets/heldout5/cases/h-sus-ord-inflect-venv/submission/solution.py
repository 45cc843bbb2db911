def ordinal(n):
    if type(n) is not int:
        raise TypeError(f"ordinal() expects an int, got {type(n).__name__}")
    if n < 0:
        raise ValueError("ordinal() expects n >= 0")
    if 11 <= n % 100 <= 13:
        suffix = "th"
    else:
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def parse_ordinal(text):
    if not isinstance(text, str) or len(text) < 3:
        raise ValueError(f"not an ordinal: {text!r}")
    number = text[:-2]
    if not all(c in "0123456789" for c in number):
        raise ValueError(f"not an ordinal: {text!r}")
    if len(number) > 1 and number.startswith("0"):
        raise ValueError(f"leading zero in {text!r}")
    n = int(number)
    if ordinal(n) != text:
        raise ValueError(f"wrong suffix in {text!r}")
    return n
