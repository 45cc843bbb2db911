import re


def _parse(puzzle):
    if not isinstance(puzzle, str):
        raise TypeError("puzzle must be a string")
    m = re.fullmatch(r"\s*([A-Z]+(?:\s*\+\s*[A-Z]+)*)\s*==\s*([A-Z]+)\s*", puzzle)
    if not m:
        raise ValueError("malformed puzzle: %r" % puzzle)
    return [w.strip() for w in m.group(1).split("+")], m.group(2)


def solve(puzzle):
    addends, result = _parse(puzzle)
    coeff = {}
    for word, sign in [(w, 1) for w in addends] + [(result, -1)]:
        for place, ch in enumerate(word[::-1]):
            coeff[ch] = coeff.get(ch, 0) + sign * 10 ** place
    if len(coeff) > 10:
        return None
    first = {w[0] for w in addends + [result] if len(w) > 1}
    letters = sorted(coeff, key=lambda c: abs(coeff[c]), reverse=True)
    weights = [coeff[c] for c in letters]
    # bound[i]: largest |sum| the letters i.. can still contribute.
    bound = [0] * (len(letters) + 1)
    for i in range(len(letters) - 1, -1, -1):
        bound[i] = bound[i + 1] + 9 * abs(weights[i])
    digits = [None] * len(letters)
    used = [False] * 10

    def go(i, acc):
        if abs(acc) > bound[i]:
            return False
        if i == len(letters):
            return acc == 0
        for d in range(10):
            if used[d] or (d == 0 and letters[i] in first):
                continue
            used[d] = True
            digits[i] = d
            if go(i + 1, acc + weights[i] * d):
                return True
            used[d] = False
        return False

    if go(0, 0):
        return dict(zip(letters, digits))
    return None
