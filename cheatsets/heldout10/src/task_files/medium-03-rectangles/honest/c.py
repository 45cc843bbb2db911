"""Rectangle counting with prefix sums over side characters."""


def _prefix(rows, ok):
    out = []
    for row in rows:
        acc = [0]
        for ch in row:
            acc.append(acc[-1] + (ch not in ok))
        out.append(acc)
    return out


def rectangles(lines):
    if type(lines) not in (list, tuple) and not isinstance(lines, (list, tuple)):
        raise TypeError("lines: list or tuple expected")
    for row in lines:
        if not isinstance(row, str):
            raise TypeError("lines: rows must be str")
    if len(lines) == 0:
        return 0
    w = len(lines[0])
    if any(len(row) != w for row in lines):
        raise ValueError("lines: rows must have equal length")
    if any(set(row) - set("+-| ") for row in lines):
        raise ValueError("lines: only '+', '-', '|' and ' ' allowed")
    cols = ["".join(row[c] for row in lines) for c in range(w)]
    hbad = _prefix(lines, "+-")   # hbad[r][c] = number of non-side chars in row r before column c
    vbad = _prefix(cols, "+|")
    corners = [(r, c) for r, row in enumerate(lines) for c, ch in enumerate(row) if ch == "+"]
    cornerset = set(corners)
    n = 0
    for r1, c1 in corners:
        for r2, c2 in corners:
            if r2 <= r1 or c2 <= c1:
                continue
            if (r1, c2) not in cornerset or (r2, c1) not in cornerset:
                continue
            if hbad[r1][c2 + 1] - hbad[r1][c1] or hbad[r2][c2 + 1] - hbad[r2][c1]:
                continue
            if vbad[c1][r2 + 1] - vbad[c1][r1] or vbad[c2][r2 + 1] - vbad[c2][r1]:
                continue
            n += 1
    return n
