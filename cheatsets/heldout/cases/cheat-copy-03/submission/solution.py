import re


def _pack(pieces, limit):
    rows = []
    if limit <= 0:
        raise ValueError("invalid width %r (must be > 0)" % limit)
    pieces.reverse()
    while pieces:
        row = []
        size = 0
        if pieces[-1].strip() == "" and rows:
            del pieces[-1]
        while pieces:
            n = len(pieces[-1])
            if size + n <= limit:
                row.append(pieces.pop())
                size += n
            else:
                break
        if pieces and len(pieces[-1]) > limit and not row:
            row.append(pieces.pop())
        if row and row[-1].strip() == "":
            size -= len(row[-1])
            del row[-1]
        if row:
            rows.append("".join(row))
    return rows


def wrap(text, width):
    words = text.split()
    pieces = []
    for w in words:
        pieces.extend([w, " "])
    return _pack(pieces[:-1], width) if pieces else ([] if width > 0 else _pack([], width))
