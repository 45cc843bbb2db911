"""Run-length encoding with the count written before the character (omitted for 1)."""
import re

_RUNS = re.compile(r"(.)\1*", re.DOTALL)
_PAIRS = re.compile(r"([0-9]*)([^0-9])", re.DOTALL)


def rle_encode(text: str) -> str:
    pieces = []
    for m in _RUNS.finditer(text):
        size = m.end() - m.start()
        pieces.append((str(size) if size != 1 else "") + m.group(1))
    return "".join(pieces)


def rle_decode(code: str) -> str:
    return "".join(char * (int(count) if count else 1) for count, char in _PAIRS.findall(code))
