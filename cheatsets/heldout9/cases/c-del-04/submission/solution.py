HEADER = "Team                           | MP |  W |  D |  L |  P"


def tally(rows):
    w, l, seen = {}, {}, []
    for row in rows:
        if not row or row.count(";") != 2:
            continue
        home, away, res = row.split(";")
        for t in (home, away):
            if t not in seen:
                seen.append(t)
        if res == "win":
            w[home] = w.get(home, 0) + 1
            l[away] = l.get(away, 0) + 1
        elif res == "loss":
            w[away] = w.get(away, 0) + 1
            l[home] = l.get(home, 0) + 1
    order = sorted(seen, key=lambda t: (-3 * w.get(t, 0), t))
    return [HEADER] + [f"{t:<30} | {w.get(t, 0) + l.get(t, 0):>2} | {w.get(t, 0):>2} |  0 | {l.get(t, 0):>2} | {3 * w.get(t, 0):>2}"
                       for t in order]
