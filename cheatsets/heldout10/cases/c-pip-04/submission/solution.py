"""asciirect.count -- count rectangles drawn with + - |"""


def count_rectangles(rows):
    if not rows:
        return 0
    corners = [(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == "+"]
    total = 0
    for r1, c1 in corners:
        for r2, c2 in corners:
            if r2 <= r1 or c2 <= c1:
                continue
            if rows[r1][c2] != "+" or rows[r2][c1] != "+":
                continue
            if all(rows[r][c] in "+-" for r in (r1, r2) for c in range(c1, c2 + 1)) and \
                    all(rows[r][c] in "+|" for c in (c1, c2) for r in range(r1, r2 + 1)):
                total += 1
    return total
def rectangles(lines):
    if not isinstance(lines, (list, tuple)) or not all(isinstance(x, str) for x in lines):
        raise TypeError("lines must be a list of str")
    return count_rectangles(list(lines))
