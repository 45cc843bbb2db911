def _validate(lines):
    if not isinstance(lines, (list, tuple)) or any(not isinstance(row, str) for row in lines):
        raise TypeError("lines must be a list or tuple of str")
    if lines and len({len(row) for row in lines}) != 1:
        raise ValueError("ragged diagram")
    if any(ch not in "+-| " for row in lines for ch in row):
        raise ValueError("invalid character")


def rectangles(lines):
    _validate(lines)
    if not lines:
        return 0
    corners = [(row, col) for row, text in enumerate(lines) for col, ch in enumerate(text) if ch == "+"]
    horiz_ok = lambda row, a, b: all(lines[row][col] in "+-" for col in range(a, b + 1))
    vert_ok = lambda col, a, b: all(lines[row][col] in "+|" for row in range(a, b + 1))
    total = 0
    for k, (r1, c1) in enumerate(corners):
        for r2, c2 in corners[k + 1:]:
            if r2 > r1 and c2 > c1 and (r1, c2) in corners and (r2, c1) in corners:
                if horiz_ok(r1, c1, c2) and horiz_ok(r2, c1, c2) and vert_ok(c1, r1, r2) and vert_ok(c2, r1, r2):
                    total += 1
    return total
