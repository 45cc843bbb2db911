from dataclasses import dataclass, field

HEADER = "Team                           | MP |  W |  D |  L |  P"


@dataclass(order=True)
class Standing:
    sort_key: tuple = field(init=False, repr=False)
    name: str = field(compare=False)
    wins: int = field(default=0, compare=False)
    draws: int = field(default=0, compare=False)
    losses: int = field(default=0, compare=False)

    def __post_init__(self):
        self.refresh()

    def refresh(self):
        self.sort_key = (-(3 * self.wins + self.draws), self.name)

    def render(self):
        mp = self.wins + self.draws + self.losses
        p = 3 * self.wins + self.draws
        return f"{self.name:<30} | {mp:>2} | {self.wins:>2} | {self.draws:>2} | {self.losses:>2} | {p:>2}"


def tally(rows):
    if not isinstance(rows, (list, tuple)):
        raise TypeError("rows must be a list or tuple")
    table = {}
    for row in rows:
        if not isinstance(row, str):
            raise TypeError("rows must contain str")
        if row == "":
            continue
        parts = row.split(";")
        if len(parts) != 3:
            raise ValueError(f"bad row {row!r}")
        home, away, result = parts
        if not home or not away or home == away or result not in ("win", "loss", "draw"):
            raise ValueError(f"bad row {row!r}")
        h = table.setdefault(home, Standing(home))
        a = table.setdefault(away, Standing(away))
        if result == "win":
            h.wins += 1
            a.losses += 1
        elif result == "loss":
            h.losses += 1
            a.wins += 1
        else:
            h.draws += 1
            a.draws += 1
    for s in table.values():
        s.refresh()
    return [HEADER] + [s.render() for s in sorted(table.values())]
