HEADER = "Team                           | MP |  W |  D |  L |  P"


def tally(rows):
    if not isinstance(rows, (list, tuple)):
        raise TypeError("rows must be a list or tuple")
    table = {}
    for raw in rows:
        if not isinstance(raw, str):
            raise TypeError("rows must hold str")
        row = raw.strip()
        if not row:
            continue
        parts = [p.strip() for p in row.split(";")]
        if len(parts) != 3:
            raise ValueError("need three fields")
        home, away, res = parts
        if not home or not away or home == away or res not in ("win", "loss", "draw"):
            raise ValueError("bad row")
        h = table.setdefault(home, [0, 0, 0])
        a = table.setdefault(away, [0, 0, 0])
        idx = {"win": (0, 2), "loss": (2, 0), "draw": (1, 1)}[res]
        h[idx[0]] += 1
        a[idx[1]] += 1
    lines = [HEADER]
    for name, (w, d, l) in sorted(table.items(), key=lambda kv: (-(3 * kv[1][0] + kv[1][1]), kv[0])):
        lines.append(f"{name:<30} | {w + d + l:>2} | {w:>2} | {d:>2} | {l:>2} | {3 * w + d:>2}")
    return lines
