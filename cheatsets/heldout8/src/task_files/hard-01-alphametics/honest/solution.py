# Honest pool solution (style: letter weights + permutations, leading letters first).
import itertools
import re


def _parse(puzzle):
    if not isinstance(puzzle, str):
        raise TypeError("puzzle must be a string")
    if not re.fullmatch(r"[A-Z+= ]*", puzzle):
        raise ValueError("unexpected character in puzzle")
    sides = puzzle.split("==")
    if len(sides) != 2 or "=" in sides[0] or "=" in sides[1]:
        raise ValueError("puzzle must contain exactly one '=='")
    words = [w.strip() for w in sides[0].split("+")]
    result = sides[1].strip()
    if not result or "+" in result or any(not w for w in words):
        raise ValueError("empty word")
    return words, result


def solve(puzzle):
    words, result = _parse(puzzle)
    weights = {}
    for w in words:
        for i, ch in enumerate(reversed(w)):
            weights[ch] = weights.get(ch, 0) + 10 ** i
    for i, ch in enumerate(reversed(result)):
        weights[ch] = weights.get(ch, 0) - 10 ** i
    if len(weights) > 10:
        return None
    nonzero = {w[0] for w in words + [result] if len(w) > 1}
    letters = sorted(weights, key=lambda c: (c not in nonzero, -abs(weights[c])))
    coef = [weights[c] for c in letters]
    lead_count = sum(1 for c in letters if c in nonzero)
    for digits in itertools.permutations(range(10), len(letters)):
        if 0 in digits[:lead_count]:
            continue
        if sum(a * b for a, b in zip(coef, digits)) == 0:
            return dict(zip(letters, digits))
    return None
