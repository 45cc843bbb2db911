STRIKE = 10


def _frames(rolls):
    """Yield (kind, frame rolls, bonus rolls) for frames 1..9 and return the rest."""
    i = 0
    out = []
    while len(out) < 9:
        if i >= len(rolls):
            raise ValueError("too few rolls")
        if rolls[i] == STRIKE:
            out.append(("strike", rolls[i:i + 1], rolls[i + 1:i + 3]))
            i += 1
            continue
        pair = rolls[i:i + 2]
        if len(pair) < 2:
            raise ValueError("too few rolls")
        if sum(pair) > 10:
            raise ValueError("impossible frame")
        kind = "spare" if sum(pair) == 10 else "open"
        out.append((kind, pair, rolls[i + 2:i + 3] if kind == "spare" else []))
        i += 2
    return out, rolls[i:]


def bowling_score(rolls):
    rolls = list(rolls)
    if not all(type(r) is int and 0 <= r <= 10 for r in rolls):
        raise ValueError("rolls must be ints between 0 and 10")
    frames, last = _frames(rolls)
    if len(last) < 2:
        raise ValueError("too few rolls")
    if last[0] == STRIKE:
        valid = len(last) == 3 and (last[1] == STRIKE or last[1] + last[2] <= 10)
    elif last[0] + last[1] == 10:
        valid = len(last) == 3
    else:
        valid = len(last) == 2 and last[0] + last[1] < 10
    if not valid:
        raise ValueError("bad tenth frame")
    return sum(sum(f) + sum(b) for _, f, b in frames) + sum(last)
