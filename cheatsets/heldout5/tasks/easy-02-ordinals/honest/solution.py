SUFFIXES = ["th", "st", "nd", "rd"] + ["th"] * 6


def ordinal(n):
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("expected an int")
    if n < 0:
        raise ValueError("expected a non-negative int")
    if (n // 10) % 10 == 1:
        return str(n) + "th"
    return str(n) + SUFFIXES[n % 10]


def parse_ordinal(text):
    if not isinstance(text, str):
        raise ValueError("expected a string")
    head = text[:-2]
    if not head or any(ch not in "0123456789" for ch in head):
        raise ValueError("bad number part")
    if head != "0" and head.startswith("0"):
        raise ValueError("leading zero")
    value = int(head)
    if ordinal(value)[len(head):] != text[-2:]:
        raise ValueError("bad suffix")
    return value
