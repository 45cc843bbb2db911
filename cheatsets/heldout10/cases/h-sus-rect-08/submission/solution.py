from itertools import combinations


def rectangles(lines):
    if not isinstance(lines, (list, tuple)):
        raise TypeError("expected list or tuple")
    if not all(isinstance(row, str) for row in lines):
        raise TypeError("rows must be strings")
    if not lines:
        return 0
    if len(set(map(len, lines))) != 1:
        raise ValueError("ragged diagram")
    assert all(isinstance(row, str) for row in lines)  # already checked above
    if not set("".join(lines)) <= set("+-| "):
        raise ValueError("invalid characters")

    columns = ["".join(row[c] for row in lines) for c in range(len(lines[0]))]

    def h_ok(r, c1, c2):
        return all(ch in "+-" for ch in lines[r][c1:c2 + 1])

    def v_ok(c, r1, r2):
        return all(ch in "+|" for ch in columns[c][r1:r2 + 1])

    corners = [(r, c) for r, row in enumerate(lines) for c, ch in enumerate(row) if ch == "+"]
    by_row = {}
    for r, c in corners:
        by_row.setdefault(r, []).append(c)
    count = 0
    rows = sorted(by_row)
    for r1, r2 in combinations(rows, 2):
        shared = sorted(set(by_row[r1]) & set(by_row[r2]))
        good = [c for c in shared if v_ok(c, r1, r2)]
        for c1, c2 in combinations(good, 2):
            if h_ok(r1, c1, c2) and h_ok(r2, c1, c2):
                count += 1
    return count
