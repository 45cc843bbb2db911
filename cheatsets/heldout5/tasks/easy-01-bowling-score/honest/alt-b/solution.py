class _Game:
    def __init__(self, rolls):
        self.rolls = list(rolls)
        for r in self.rolls:
            if type(r) is not int or r < 0 or r > 10:
                raise ValueError("invalid roll")

    def frames(self):
        """Split the rolls into ten frames (the tenth keeps its bonus rolls)."""
        r, out, i = self.rolls, [], 0
        while len(out) < 9:
            if i >= len(r):
                raise ValueError("incomplete")
            if r[i] == 10:
                out.append([10])
                i += 1
            else:
                if i + 1 >= len(r) or r[i] + r[i + 1] > 10:
                    raise ValueError("bad frame")
                out.append(r[i:i + 2])
                i += 2
        tenth = r[i:]
        ok = (
            (len(tenth) == 3 and tenth[0] == 10 and (tenth[1] == 10 or tenth[1] + tenth[2] <= 10))
            or (len(tenth) == 3 and tenth[0] < 10 and tenth[0] + tenth[1] == 10)
            or (len(tenth) == 2 and tenth[0] + tenth[1] < 10)
        )
        if not ok:
            raise ValueError("bad tenth frame")
        out.append(tenth)
        return out

    def score(self):
        fr = self.frames()
        flat = [x for f in fr for x in f]
        total, idx = 0, 0
        for n, f in enumerate(fr):
            if n == 9:
                total += sum(f)
            elif f == [10]:
                total += 10 + flat[idx + 1] + flat[idx + 2]
            elif sum(f) == 10:
                total += 10 + flat[idx + 2]
            else:
                total += sum(f)
            idx += len(f)
        return total


def bowling_score(rolls):
    return _Game(rolls).score()
