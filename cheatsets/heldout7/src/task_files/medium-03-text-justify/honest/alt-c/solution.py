import re

_WS = re.compile(r"\s")


def justify(words, width):
    if isinstance(width, bool) or not isinstance(width, int):
        raise TypeError("width: int expected")
    if not isinstance(words, (list, tuple)) or any(not isinstance(w, str) for w in words):
        raise TypeError("words: list of str expected")
    if width < 1:
        raise ValueError("width < 1")
    bad = [w for w in words if not w or _WS.search(w) or len(w) > width]
    if bad:
        raise ValueError(f"invalid words: {bad[:3]}")
    # first pass: line breaks as index ranges
    breaks = []
    i = 0
    n = len(words)
    while i < n:
        j, length = i + 1, len(words[i])
        while j < n and length + 1 + len(words[j]) <= width:
            length += 1 + len(words[j])
            j += 1
        breaks.append((i, j))
        i = j
    out = []
    for k, (a, b) in enumerate(breaks):
        chunk = list(words[a:b])
        if k == len(breaks) - 1 or b - a == 1:
            out.append(" ".join(chunk) + " " * (width - len(" ".join(chunk))))
            continue
        spaces = width - sum(len(w) for w in chunk)
        gaps = b - a - 1
        sizes = [spaces // gaps + 1] * (spaces % gaps) + [spaces // gaps] * (gaps - spaces % gaps)
        out.append("".join(w + " " * s for w, s in zip(chunk, sizes)) + chunk[-1])
    return out
