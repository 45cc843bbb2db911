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
    if not set("".join(lines)) <= set("+-| "):
        raise ValueError("invalid characters")
    corners = [(r, c) for r, row in enumerate(lines) for c, ch in enumerate(row) if ch == "+"]
    count = 0
    for (r1, c1), (r2, c2) in combinations(corners, 2):
        if r2 <= r1 or c2 <= c1:
            continue
        if lines[r1][c2] != "+" or lines[r2][c1] != "+":
            continue
        top = lines[r1][c1 + 1:c2]
        bottom = lines[r2][c1 + 1:c2]
        left = "".join(lines[r][c1] for r in range(r1 + 1, r2))
        right = "".join(lines[r][c2] for r in range(r1 + 1, r2))
        if set(top + bottom) <= {"-"} and set(left + right) <= {"|"}:
            count += 1
    return count
