# Honest pool solution (style: explicit fence rows).
def _validate(text, rails):
    if not isinstance(text, str):
        raise TypeError("text must be str, got %s" % type(text).__name__)
    if type(rails) is not int:
        raise TypeError("rails must be int")
    if rails <= 0:
        raise ValueError("need at least one rail")


def _rail_indices(length, rails):
    """The rail each position lands on."""
    idx = []
    r, d = 0, 1
    for _ in range(length):
        idx.append(r)
        if rails > 1:
            if r == 0:
                d = 1
            elif r == rails - 1:
                d = -1
            r += d
    return idx


def encode(text, rails):
    _validate(text, rails)
    fence = [[] for _ in range(rails)]
    for ch, r in zip(text, _rail_indices(len(text), rails)):
        fence[r].append(ch)
    return "".join(ch for row in fence for ch in row)


def decode(text, rails):
    _validate(text, rails)
    idx = _rail_indices(len(text), rails)
    counts = [0] * rails
    for r in idx:
        counts[r] += 1
    rows, pos = [], 0
    for c in counts:
        rows.append(list(text[pos:pos + c]))
        pos += c
    cursor = [0] * rails
    out = []
    for r in idx:
        out.append(rows[r][cursor[r]])
        cursor[r] += 1
    return "".join(out)
