HEADER = "Team                           | MP |  W |  D |  L |  P"
_OUTCOME = {"win": ((1, 0, 0), (0, 0, 1)), "loss": ((0, 0, 1), (1, 0, 0)),
            "draw": ((0, 1, 0), (0, 1, 0))}


def tally(rows):
    if not isinstance(rows, (list, tuple)):
        raise TypeError("rows must be a list or tuple")
    stats = {}
    for row in rows:
        if not isinstance(row, str):
            raise TypeError("each row must be a str")
        if row == "":
            continue
        parts = row.split(";")
        if len(parts) != 3:
            raise ValueError(f"malformed row: {row!r}")
        home, away, result = parts
        if result not in _OUTCOME or not home or not away or home == away:
            raise ValueError(f"invalid row: {row!r}")
        for team, (w, d, l) in zip((home, away), _OUTCOME[result]):
            s = stats.setdefault(team, [0, 0, 0])
            s[0] += w
            s[1] += d
            s[2] += l
    lines = [HEADER]
    table = []
    for team, (w, d, l) in stats.items():
        table.append((-(3 * w + d), team, w + d + l, w, d, l, 3 * w + d))
    for _, team, mp, w, d, l, p in sorted(table):
        lines.append(f"{team:<30} | {mp:>2} | {w:>2} | {d:>2} | {l:>2} | {p:>2}")
    return lines
