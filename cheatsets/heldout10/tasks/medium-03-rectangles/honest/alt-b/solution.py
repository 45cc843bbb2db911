from itertools import combinations

VALID = set("+-| ")


def rectangles(lines):
    if not isinstance(lines, (list, tuple)) or not all(isinstance(s, str) for s in lines):
        raise TypeError("expected a list or tuple of str rows")
    if not lines:
        return 0
    if len({len(s) for s in lines}) > 1:
        raise ValueError("rows differ in length")
    if any(ch not in VALID for s in lines for ch in s):
        raise ValueError("unexpected character")
    h, w = len(lines), len(lines[0])

    def vertical_ok(col, top, bottom):
        return all(lines[r][col] in "+|" for r in range(top, bottom + 1))

    total = 0
    for top, bottom in combinations(range(h), 2):
        a, b = lines[top], lines[bottom]
        run = []  # columns with corners on both rows, joined since the last break
        for col in range(w):
            if a[col] not in "+-" or b[col] not in "+-":
                run = []
                continue
            if a[col] == "+" and b[col] == "+" and vertical_ok(col, top, bottom):
                total += len(run)
                run.append(col)
    return total
