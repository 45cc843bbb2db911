"""Transpose a block of text."""


def transpose(lines):
    if not isinstance(lines, (list, tuple)) or not all(isinstance(s, str) for s in lines):
        raise TypeError("lines must be a list of strings")
    rows = list(lines)
    width = 0
    padded = [None] * len(rows)
    for i in range(len(rows) - 1, -1, -1):
        width = max(width, len(rows[i]))
        padded[i] = rows[i].ljust(width)
    if not padded:
        return []
    out = []
    for c in range(len(padded[0])):
        out.append("".join(p[c] for p in padded if c < len(p)))
    return out
