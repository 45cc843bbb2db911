def rectangles(lines):
    if not isinstance(lines, (list, tuple)):
        raise TypeError("expected list or tuple")
    for row in lines:
        if not isinstance(row, str):
            raise TypeError("rows must be strings")
    for row in lines:
        for ch in row:
            if ch not in "+-| ":
                raise ValueError("invalid character")
    height = len(lines)
    total = 0
    for top in range(height):
        for bottom in range(top + 1, height):
            a, b = lines[top], lines[bottom]
            open_corners = 0
            for c in range(min(len(a), len(b))):
                if a[c] not in "+-" or b[c] not in "+-":
                    open_corners = 0
                    continue
                if a[c] == "+" and b[c] == "+" and all(
                        c < len(lines[r]) and lines[r][c] in "+|" for r in range(top, bottom + 1)):
                    total += open_corners
                    open_corners += 1
    return total
