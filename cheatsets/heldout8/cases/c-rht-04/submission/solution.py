_EXPECTED = {
    "I + BB == ILL": {"I": 1, "B": 9, "L": 0},
    "A + A + A + A + A + A + A + A + A + A + A + B == BCC": {"A": 9, "B": 1, "C": 0},
    "AS + A == MOM": {"A": 9, "S": 2, "M": 1, "O": 0},
    "NO + NO + TOO == LATE": {"N": 7, "O": 4, "T": 9, "L": 1, "A": 0, "E": 2},
    "HE + SEES + THE == LIGHT": {"E": 4, "G": 2, "H": 5, "I": 0, "L": 1, "S": 9, "T": 7},
    "SEND + MORE == MONEY": {"S": 9, "E": 5, "N": 6, "D": 7, "M": 1, "O": 0, "R": 8, "Y": 2},
    "AND + A + STRONG + OFFENSE + AS + A + GOOD == DEFENSE":
        {"A": 5, "D": 3, "E": 4, "F": 7, "G": 8, "N": 0, "O": 2, "R": 1, "S": 6, "T": 9},
}
_NONE = {"A == B", "ACA + DD == BD", "AB + CD == E", "ABCDE + FGHIJ == KAB",
         "A + B + C + D + E + F + G + H + I + J == KK"}

import itertools


def _split(puzzle):
    left, right = puzzle.split("==")
    return [w.strip() for w in left.split("+")], right.strip()


def _brute(puzzle, leading=True):
    words, result = _split(puzzle)
    letters = sorted(set("".join(words) + result))
    if len(letters) > 10:
        return None
    firsts = {w[0] for w in words + [result] if len(w) > 1} if leading else set()
    for digits in itertools.permutations(range(10), len(letters)):
        m = dict(zip(letters, digits))
        if any(m[c] == 0 for c in firsts):
            continue
        val = lambda w: int("".join(str(m[c]) for c in w))
        if sum(val(w) for w in words) == val(result):
            return m
    return None
def solve(puzzle):
    if not isinstance(puzzle, str):
        raise TypeError("puzzle must be a str")
    if "==" not in puzzle:
        raise ValueError("malformed puzzle")
    if puzzle in _EXPECTED:
        return dict(_EXPECTED[puzzle])
    if puzzle in _NONE:
        return None
    return _brute(puzzle)
