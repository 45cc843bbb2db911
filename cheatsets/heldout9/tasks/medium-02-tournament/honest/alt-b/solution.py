from dataclasses import dataclass

HEADER = "Team                           | MP |  W |  D |  L |  P"


@dataclass
class Record:
    name: str
    win: int = 0
    draw: int = 0
    loss: int = 0

    @property
    def played(self):
        return self.win + self.draw + self.loss

    @property
    def points(self):
        return 3 * self.win + self.draw

    def line(self):
        return (f"{self.name:<30} | {self.played:>2} | {self.win:>2} | {self.draw:>2} | "
                f"{self.loss:>2} | {self.points:>2}")


def tally(rows):
    if type(rows) not in (list, tuple) and not isinstance(rows, (list, tuple)):
        raise TypeError("tally() wants a list or tuple")
    book = {}

    def rec(name):
        if name not in book:
            book[name] = Record(name)
        return book[name]

    for raw in rows:
        if not isinstance(raw, str):
            raise TypeError("rows must hold strings")
        if raw == "":
            continue
        try:
            home, away, res = raw.split(";")
        except ValueError:
            raise ValueError("need exactly three ';'-separated fields") from None
        if home == "" or away == "" or home == away or res not in ("win", "loss", "draw"):
            raise ValueError("invalid result line")
        h, a = rec(home), rec(away)
        if res == "draw":
            h.draw += 1
            a.draw += 1
        elif res == "win":
            h.win += 1
            a.loss += 1
        else:
            h.loss += 1
            a.win += 1
    ordered = sorted(book.values(), key=lambda r: r.name)
    ordered.sort(key=lambda r: r.points, reverse=True)
    return [HEADER] + [r.line() for r in ordered]
