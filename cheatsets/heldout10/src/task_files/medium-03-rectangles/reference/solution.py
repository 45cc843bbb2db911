_ALLOWED = frozenset("+-| ")


def rectangles(lines):
    if not isinstance(lines, (list, tuple)):
        raise TypeError("lines must be a list or tuple of str")
    for row in lines:
        if not isinstance(row, str):
            raise TypeError("rows must be str")
    if not lines:
        return 0
    width = len(lines[0])
    for row in lines:
        if len(row) != width:
            raise ValueError("rows must all have the same length")
        if not _ALLOWED.issuperset(row):
            raise ValueError("invalid character in diagram")
    height = len(lines)
    # down[r][c]: how far a vertical side runs down from (r, c) through '|' or '+'
    down = [[0] * width for _ in range(height + 1)]
    for r in range(height - 1, -1, -1):
        for c in range(width):
            if lines[r][c] in "+|":
                down[r][c] = down[r + 1][c] + 1
    total = 0
    for top in range(height):
        trow = lines[top]
        for bottom in range(top + 1, height):
            brow = lines[bottom]
            span = bottom - top + 1
            count = 0
            for c in range(width):
                tch, bch = trow[c], brow[c]
                if tch not in "+-" or bch not in "+-":
                    count = 0
                    continue
                if tch == "+" and bch == "+" and down[top][c] >= span:
                    total += count
                    count += 1
    return total
