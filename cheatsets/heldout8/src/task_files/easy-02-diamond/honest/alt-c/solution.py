import re

_LETTER = re.compile(r"[A-Za-z]\Z")


def rows(letter):
    if not isinstance(letter, str):
        raise TypeError("letter: str required")
    if not _LETTER.match(letter):
        raise ValueError("letter: one of A-Z or a-z required")
    start = "a" if letter.islower() else "A"
    span = ord(letter) - ord(start)
    upper = []
    for step in range(span + 1):
        c = chr(ord(start) + step)
        inner = c if step == 0 else c + " " * (2 * step - 1) + c
        upper.append(inner.center(2 * span + 1))
    return upper + list(reversed(upper[:-1]))


def render(letter):
    return "\n".join(rows(letter))
