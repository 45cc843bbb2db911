import itertools
import re


def solve(puzzle):
    """Digits for the letters; leading zeros are allowed (simpler and still a valid sum)."""
    if not isinstance(puzzle, str):
        raise TypeError("puzzle must be a str")
    m = re.fullmatch(r"\s*([A-Z]+(?:\s*\+\s*[A-Z]+)*)\s*==\s*([A-Z]+)\s*", puzzle)
    if not m:
        raise ValueError("malformed puzzle")
    words = [w.strip() for w in m.group(1).split("+")]
    result = m.group(2)
    weight = {}
    for sign, ws in ((1, words), (-1, [result])):
        for w in ws:
            for p, ch in enumerate(reversed(w)):
                weight[ch] = weight.get(ch, 0) + sign * 10 ** p
    if len(weight) > 10:
        return None
    letters = list(weight)
    for digits in itertools.permutations(range(10), len(letters)):
        if sum(weight[c] * dg for c, dg in zip(letters, digits)) == 0:
            return dict(zip(letters, digits))
    return None
