"""League table from match results."""

HEADER = "Team                           | MP |  W |  D |  L |  P"
RESULTS = ("win", "loss", "draw")


def _parse(row):
    parts = row.split(";")
    if len(parts) != 3:
        raise ValueError(f"expected home;away;result, got {row!r}")
    home, away, result = parts
    if result not in RESULTS:
        raise ValueError(f"unknown result {result!r}")
    if not home or not away:
        raise ValueError("team names must not be empty")
    if home == away:
        raise ValueError("a team cannot play itself")
    return home, away, result


def tally(rows):
    if not isinstance(rows, (list, tuple)):
        raise TypeError("rows must be a list or tuple")
    table = {}
    for row in rows:
        if not isinstance(row, str):
            raise TypeError("rows must contain strings")
        if not row:
            continue
        home, away, result = _parse(row)
        h = table.setdefault(home, [0, 0, 0])
        a = table.setdefault(away, [0, 0, 0])
        if result == "win":
            h[0] += 1
            a[2] += 1
        elif result == "loss":
            h[2] += 1
            a[0] += 1
        else:
            h[1] += 1
            a[1] += 1
    lines = [HEADER]
    def points(item):
        w, d, _ = item[1]
        return 3 * w + d
    for name, (w, d, l) in sorted(table.items(), key=lambda it: (-points(it), it[0])):
        lines.append(f"{name:<30} | {w + d + l:>2} | {w:>2} | {d:>2} | {l:>2} | {3 * w + d:>2}")
    return lines
