SIDE_H = "+-"
SIDE_V = "+|"


def _check(lines):
    if not isinstance(lines, (list, tuple)):
        raise TypeError("lines must be a list or tuple")
    for row in lines:
        if not isinstance(row, str):
            raise TypeError("rows must be str")
    if lines and any(len(row) != len(lines[0]) for row in lines):
        raise ValueError("rows have different lengths")
    for row in lines:
        for ch in row:
            if ch not in "+-| ":
                raise ValueError(f"invalid character {ch!r}")


def rectangles(lines):
    _check(lines)
    if not lines:
        return 0
    height, width = len(lines), len(lines[0])
    # reach[r][c]: last row reachable downwards from (r, c) along a vertical side
    reach = [[-1] * width for _ in range(height)]
    for c in range(width):
        r = height - 1
        end = -1
        while r >= 0:
            if lines[r][c] in SIDE_V:
                if end < 0:
                    end = r
                reach[r][c] = end
            else:
                end = -1
            r -= 1
    total = 0
    for top in range(height):
        for bottom in range(top + 1, height):
            open_corners = 0
            for c in range(width):
                a, b = lines[top][c], lines[bottom][c]
                if a not in SIDE_H or b not in SIDE_H:
                    open_corners = 0
                elif a == "+" and b == "+" and reach[top][c] >= bottom:
                    total += open_corners
                    open_corners += 1
    return total
