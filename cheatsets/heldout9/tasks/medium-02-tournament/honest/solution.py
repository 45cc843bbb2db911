from collections import defaultdict

HEADER = "Team                           | MP |  W |  D |  L |  P"
ROW_FMT = "{:<30} | {:>2} | {:>2} | {:>2} | {:>2} | {:>2}"


def tally(rows):
    if not isinstance(rows, (list, tuple)):
        raise TypeError("rows must be a list or a tuple of strings")
    wins = defaultdict(int)
    draws = defaultdict(int)
    losses = defaultdict(int)
    teams = set()
    for row in rows:
        if not isinstance(row, str):
            raise TypeError(f"row is not a string: {row!r}")
        if not row:
            continue
        fields = row.split(";")
        if len(fields) != 3:
            raise ValueError(f"expected 3 fields: {row!r}")
        home, away, outcome = fields
        if not home or not away or home == away:
            raise ValueError(f"bad teams in {row!r}")
        if outcome == "win":
            wins[home] += 1
            losses[away] += 1
        elif outcome == "loss":
            losses[home] += 1
            wins[away] += 1
        elif outcome == "draw":
            draws[home] += 1
            draws[away] += 1
        else:
            raise ValueError(f"unknown outcome {outcome!r}")
        teams.update((home, away))

    def points(t):
        return 3 * wins[t] + draws[t]

    table = [HEADER]
    for t in sorted(teams, key=lambda t: (-points(t), t)):
        played = wins[t] + draws[t] + losses[t]
        table.append(ROW_FMT.format(t, played, wins[t], draws[t], losses[t], points(t)))
    return table
