HEADER = "Team                           | MP |  W |  D |  L |  P"
POINTS = {"W": 3, "D": 1, "L": 0}
FLIP = {"win": ("W", "L"), "loss": ("L", "W"), "draw": ("D", "D")}


def _parse(rows):
    for row in rows:
        if not isinstance(row, str):
            raise TypeError("entries must be str")
        if not row:
            continue
        bits = row.split(";")
        if len(bits) != 3 or bits[2] not in FLIP:
            raise ValueError("bad row " + repr(row))
        home, away, result = bits
        if "" in (home, away) or home == away:
            raise ValueError("bad teams " + repr(row))
        yield home, FLIP[result][0]
        yield away, FLIP[result][1]


def tally(rows):
    if not isinstance(rows, (tuple, list)):
        raise TypeError("rows must be list/tuple")
    games = {}
    for team, letter in _parse(rows):
        games.setdefault(team, {"W": 0, "D": 0, "L": 0})[letter] += 1
    def key(item):
        name, g = item
        return (-sum(POINTS[k] * v for k, v in g.items()), name)
    out = [HEADER]
    for name, g in sorted(games.items(), key=key):
        mp = g["W"] + g["D"] + g["L"]
        pts = 3 * g["W"] + g["D"]
        out.append("%-30s | %2d | %2d | %2d | %2d | %2d" % (name, mp, g["W"], g["D"], g["L"], pts))
    return out
