import re

_WORD = re.compile(r"[A-Z]+\Z")


def _parse(puzzle):
    if not isinstance(puzzle, str):
        raise TypeError("puzzle must be a str")
    if puzzle.count("==") != 1:
        raise ValueError("puzzle needs exactly one '=='")
    left, right = puzzle.split("==")
    addends = [w.strip() for w in left.split("+")]
    result = right.strip()
    for w in addends + [result]:
        if not _WORD.match(w):
            raise ValueError("bad word %r" % w)
    return addends, result


def solve(puzzle):
    addends, result = _parse(puzzle)
    weight = {}
    lowest = {}
    for sign, words in ((1, addends), (-1, [result])):
        for w in words:
            for pos, ch in enumerate(reversed(w)):
                weight[ch] = weight.get(ch, 0) + sign * 10 ** pos
                lowest[ch] = min(lowest.get(ch, pos), pos)
    letters = sorted(weight, key=lambda ch: (lowest[ch], ch))
    if len(letters) > 10:
        return None
    leading = {w[0] for w in addends + [result] if len(w) > 1}
    # After all letters whose lowest column is <= k are placed, the partial sum must be
    # divisible by 10**(k+1): every other letter's weight is a multiple of that.
    check_at = {}
    for i, ch in enumerate(letters):
        if i + 1 == len(letters) or lowest[letters[i + 1]] > lowest[ch]:
            check_at[i] = 10 ** (lowest[ch] + 1)
    assign = {}
    used = [False] * 10

    def place(i, partial):
        if i == len(letters):
            return partial == 0
        ch = letters[i]
        for d in range(10):
            if used[d] or (d == 0 and ch in leading):
                continue
            s = partial + weight[ch] * d
            mod = check_at.get(i)
            if mod is not None and i + 1 < len(letters) and s % mod:
                continue
            used[d] = True
            assign[ch] = d
            if place(i + 1, s):
                return True
            used[d] = False
            del assign[ch]
        return False

    if place(0, 0):
        return dict(assign)
    return None
