from collections import defaultdict

HEADER = "Team                           | MP |  W |  D |  L |  P"
FORMAT = "{0:30} | {1:2} | {2:2} | {3:2} | {4:2} | {5:2}"
POINTS_FOR = {"win": 3, "draw": 1, "loss": 0}
OPPOSITE = {"win": "loss", "loss": "win", "draw": "draw"}


def tally(rows):
    if not isinstance(rows, (list, tuple)):
        raise TypeError("rows must be a list or tuple")
    results = defaultdict(lambda: {"win": 0, "draw": 0, "loss": 0})
    for row in rows:
        if not isinstance(row, str):
            raise TypeError("rows must contain str")
        if not row:
            continue
        fields = row.split(";")
        if len(fields) != 3 or fields[2] not in POINTS_FOR or "" in fields[:2] or fields[0] == fields[1]:
            raise ValueError("Invalid input")
        team_a, team_b, outcome = fields
        results[team_a][outcome] += 1
        results[team_b][OPPOSITE[outcome]] += 1

    def points(record):
        return sum(POINTS_FOR[k] * v for k, v in record.items())

    table = [HEADER]
    for team, record in sorted(results.items(), key=lambda kv: (-points(kv[1]), kv[0])):
        played = sum(record.values())
        table.append(FORMAT.format(team, played, record["win"], record["draw"], record["loss"], points(record)))
    return table
