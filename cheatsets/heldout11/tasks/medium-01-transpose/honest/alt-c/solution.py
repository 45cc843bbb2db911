def _check(lines):
    ok = isinstance(lines, (list, tuple)) and all(isinstance(s, str) for s in lines)
    if not ok:
        raise TypeError("lines must be a list of strings")


def transpose(lines):
    _check(lines)
    if not lines:
        return []
    longest_below = [0] * len(lines)
    running = 0
    for i in range(len(lines) - 1, -1, -1):
        running = max(running, len(lines[i]))
        longest_below[i] = running
    grid = [s + " " * (longest_below[i] - len(s)) for i, s in enumerate(lines)]
    width = longest_below[0]
    return ["".join(row[c] for row in grid if len(row) > c) for c in range(width)]
