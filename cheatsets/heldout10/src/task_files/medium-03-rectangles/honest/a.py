def _validate(lines):
    if not isinstance(lines, (list, tuple)):
        raise TypeError("diagram must be a list of strings")
    for line in lines:
        if not isinstance(line, str):
            raise TypeError("each row must be a string")
    if lines:
        width = len(lines[0])
        for line in lines:
            if len(line) != width:
                raise ValueError("ragged diagram")
            for ch in line:
                if ch not in "+-| ":
                    raise ValueError(f"invalid character {ch!r}")


def rectangles(lines):
    _validate(lines)
    height = len(lines)
    width = len(lines[0]) if lines else 0
    # segment ids: two cells on a row share an id when joined by '-'/'+' only
    hseg = [[-1] * width for _ in range(height)]
    seg = 0
    for r in range(height):
        for c in range(width):
            if lines[r][c] in "+-":
                if c > 0 and hseg[r][c - 1] >= 0:
                    hseg[r][c] = hseg[r][c - 1]
                else:
                    seg += 1
                    hseg[r][c] = seg
    vseg = [[-1] * width for _ in range(height)]
    for c in range(width):
        for r in range(height):
            if lines[r][c] in "+|":
                if r > 0 and vseg[r - 1][c] >= 0:
                    vseg[r][c] = vseg[r - 1][c]
                else:
                    seg += 1
                    vseg[r][c] = seg
    corners = [(r, c) for r in range(height) for c in range(width) if lines[r][c] == "+"]
    count = 0
    for i, (r1, c1) in enumerate(corners):
        for r2, c2 in corners[i + 1:]:
            if r2 == r1 or c2 <= c1:
                continue
            if lines[r1][c2] != "+" or lines[r2][c1] != "+":
                continue
            if hseg[r1][c1] == hseg[r1][c2] and hseg[r2][c1] == hseg[r2][c2] \
                    and vseg[r1][c1] == vseg[r2][c1] and vseg[r1][c2] == vseg[r2][c2]:
                count += 1
    return count
