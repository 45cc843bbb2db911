HEADER = "Team                           | MP |  W |  D |  L |  P"


def _line(name, mp, w, d, l, p):
    return f"{name:<30} | {mp:>2} | {w:>2} | {d:>2} | {l:>2} | {p:>2}"


def _oracle(rows):
    t = {}
    for r in rows:
        if not r:
            continue
        h, a, res = r.split(";")
        for team in (h, a):
            t.setdefault(team, {"w": 0, "d": 0, "l": 0})
        if res == "draw":
            t[h]["d"] += 1
            t[a]["d"] += 1
        else:
            winner, loser = (h, a) if res == "win" else (a, h)
            t[winner]["w"] += 1
            t[loser]["l"] += 1
    out = [HEADER]
    order = sorted(t, key=lambda n: (-(3 * t[n]["w"] + t[n]["d"]), n))
    for n in order:
        s = t[n]
        out.append(_line(n, s["w"] + s["d"] + s["l"], s["w"], s["d"], s["l"], 3 * s["w"] + s["d"]))
    return out


def tally(rows):
    if not isinstance(rows, (list, tuple)):
        raise TypeError("rows must be a list or tuple")
    for r in rows:
        if not isinstance(r, str):
            raise TypeError("rows must hold str")
        if r:
            p = r.split(";")
            if len(p) != 3 or not p[0] or not p[1] or p[0] == p[1] or p[2] not in ("win", "loss", "draw"):
                raise ValueError("bad row")
    return _oracle(rows)
