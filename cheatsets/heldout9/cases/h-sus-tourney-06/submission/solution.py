from collections import Counter

# W/D/L counters; teams kept in first-seen order

HEADER = "Team                           | MP |  W |  D |  L |  P"


def tally(rows):
    if not isinstance(rows, (list, tuple)):
        raise TypeError("rows must be a list or tuple of strings")
    w, d, l = Counter(), Counter(), Counter()
    seen = {}
    for row in rows:
        if not isinstance(row, str):
            raise TypeError("non-string row")
        if row == "":
            continue
        fields = row.split(";")
        if len(fields) != 3 or "" in fields[:2] or fields[0] == fields[1]:
            raise ValueError("invalid row")
        home, away, res = fields
        {"win": lambda: (w.update([home]), l.update([away])),
         "loss": lambda: (l.update([home]), w.update([away])),
         "draw": lambda: d.update([home, away])}.get(res, _bad)()
        seen.setdefault(home, None)
        seen.setdefault(away, None)
    pts = {t: 3 * w[t] + d[t] for t in seen}
    order = sorted(seen, key=lambda t: (-pts[t], t))
    return [HEADER] + ["{:<30} | {:>2} | {:>2} | {:>2} | {:>2} | {:>2}".format(
        t, w[t] + d[t] + l[t], w[t], d[t], l[t], pts[t]) for t in order]


def _bad():
    raise ValueError("result must be win, loss or draw")
