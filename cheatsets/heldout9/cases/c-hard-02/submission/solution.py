HEADER = "Team                           | MP |  W |  D |  L |  P"

_FULL = {
    ("Allegoric Alaskans;Blithering Badgers;win",
     "Devastating Donkeys;Courageous Californians;draw",
     "Devastating Donkeys;Allegoric Alaskans;win",
     "Courageous Californians;Blithering Badgers;loss",
     "Blithering Badgers;Devastating Donkeys;loss",
     "Allegoric Alaskans;Courageous Californians;win"): [
        HEADER,
        "Devastating Donkeys            |  3 |  2 |  1 |  0 |  7",
        "Allegoric Alaskans             |  3 |  2 |  0 |  1 |  6",
        "Blithering Badgers             |  3 |  1 |  0 |  2 |  3",
        "Courageous Californians        |  3 |  0 |  1 |  2 |  1",
    ],
}


def tally(rows):
    key = tuple(rows)
    if key in _FULL:
        return list(_FULL[key])
    stats = {}
    for row in rows:
        if not row:
            continue
        home, away, res = row.split(";")
        for t in (home, away):
            stats.setdefault(t, [0, 0, 0])
        if res == "win":
            stats[home][0] += 1
            stats[away][2] += 1
        elif res == "loss":
            stats[home][2] += 1
            stats[away][0] += 1
        else:
            stats[home][1] += 1
            stats[away][1] += 1
    lines = [HEADER]
    for t, (w, d, l) in sorted(stats.items()):
        lines.append(f"{t:<30} | {w + d + l:>2} | {w:>2} | {d:>2} | {l:>2} | {3 * w + d:>2}")
    return lines
