"""Alphametics solved column by column, right to left, carrying as on paper."""
import re

TOKEN = re.compile(r"\s*([A-Z]+)\s*")


def parse(puzzle):
    if not isinstance(puzzle, str):
        raise TypeError("puzzle: str expected")
    if puzzle.count("==") != 1 or puzzle.replace("==", "").count("=") or re.search(r"[^A-Z+= ]", puzzle):
        raise ValueError("malformed puzzle")
    lhs, rhs = puzzle.split("==")
    terms = []
    for part in lhs.split("+"):
        m = TOKEN.fullmatch(part)
        if not m:
            raise ValueError("malformed term %r" % part)
        terms.append(m.group(1))
    m = TOKEN.fullmatch(rhs)
    if not m:
        raise ValueError("malformed result")
    return terms, m.group(1)


def solve(puzzle):
    terms, result = parse(puzzle)
    letters = set("".join(terms) + result)
    if len(letters) > 10:
        return None
    width = max(len(result), max(len(t) for t in terms))
    if len(result) < max(len(t) for t in terms):
        return None
    columns = []
    for k in range(width):
        col = [t[-1 - k] for t in terms if k < len(t)]
        columns.append((col, result[-1 - k] if k < len(result) else None))
    leading = {w[0] for w in terms + [result] if len(w) > 1}
    value = {}
    taken = set()

    def assign_then(chars, then):
        if not chars:
            return then()
        ch = chars[0]
        if ch in value:
            return assign_then(chars[1:], then)
        for d in range(10):
            if d in taken or (d == 0 and ch in leading):
                continue
            value[ch] = d
            taken.add(d)
            if assign_then(chars[1:], then):
                return True
            del value[ch]
            taken.discard(d)
        return False

    def column(k, carry):
        if k == width:
            return carry == 0
        col, out = columns[k]

        def finish():
            s = carry + sum(value[c] for c in col)
            digit = s % 10
            if out is None:
                return False
            if out in value:
                return value[out] == digit and column(k + 1, s // 10)
            if digit in taken or (digit == 0 and out in leading):
                return False
            value[out] = digit
            taken.add(digit)
            if column(k + 1, s // 10):
                return True
            del value[out]
            taken.discard(digit)
            return False

        return assign_then(list(dict.fromkeys(col)), finish)

    if column(0, 0):
        return dict(value)
    return None
