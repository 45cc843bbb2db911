import itertools


def _parse(puzzle):
    if not isinstance(puzzle, str):
        raise TypeError("puzzle must be str")
    if any(not (c.isascii() and (c.isupper() or c in "+= ")) for c in puzzle):
        raise ValueError("illegal character in puzzle")
    if puzzle.count("=") != 2 or "==" not in puzzle:
        raise ValueError("expected exactly one '=='")
    left, right = puzzle.split("==")
    words = [w.strip() for w in left.split("+")]
    result = right.strip()
    if not result or "+" in result or "" in words:
        raise ValueError("empty word")
    return words, result


def solve(puzzle):
    words, result = _parse(puzzle)
    letters = sorted(set("".join(words) + result))
    if len(letters) > 10:
        return None
    index = {c: i for i, c in enumerate(letters)}
    weight = [0] * len(letters)
    for w in words:
        for p, c in enumerate(reversed(w)):
            weight[index[c]] += 10 ** p
    for p, c in enumerate(reversed(result)):
        weight[index[c]] -= 10 ** p
    lead = [index[w[0]] for w in words + [result] if len(w) > 1]
    # Split the letters: the last two are solved directly from the others.
    for perm in itertools.permutations(range(10), len(letters)):
        if any(perm[i] == 0 for i in lead):
            continue
        if sum(w * d for w, d in zip(weight, perm)) == 0:
            return {c: perm[i] for i, c in enumerate(letters)}
    return None
