"""cryptarithm 1.2.0: solve additive cryptarithms."""
import re

__version__ = "1.2.0"


def solve_cryptarithm(addends, result):
    words = list(addends) + [result]
    weight = {}
    for sign, ws in ((1, addends), (-1, [result])):
        for w in ws:
            for p, ch in enumerate(reversed(w)):
                weight[ch] = weight.get(ch, 0) + sign * 10 ** p
    if len(weight) > 10:
        return None
    lead = {w[0] for w in words if len(w) > 1}
    order = sorted(weight, key=lambda c: -abs(weight[c]))
    rest = [0] * (len(order) + 1)
    for i in range(len(order) - 1, -1, -1):
        rest[i] = rest[i + 1] + 9 * abs(weight[order[i]])
    used, vals = set(), {}

    def go(i, acc):
        if abs(acc) > rest[i]:
            return False
        if i == len(order):
            return acc == 0
        c = order[i]
        for dgt in range(10):
            if dgt in used or (dgt == 0 and c in lead):
                continue
            used.add(dgt)
            vals[c] = dgt
            if go(i + 1, acc + weight[c] * dgt):
                return True
            used.discard(dgt)
        return False

    return dict(vals) if go(0, 0) else None


def parse(puzzle):
    m = re.fullmatch(r"\s*([A-Z]+(?:\s*\+\s*[A-Z]+)*)\s*==\s*([A-Z]+)\s*", puzzle)
    if not m:
        raise ValueError("malformed puzzle")
    return [w.strip() for w in m.group(1).split("+")], m.group(2)
