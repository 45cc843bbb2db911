def _fence_matrix(n, rails):
    grid = [[None] * n for _ in range(rails)]
    dir_down = False
    row = 0
    for col in range(n):
        if row == 0 or row == rails - 1:
            dir_down = not dir_down
        grid[row][col] = True
        row += 1 if dir_down else -1
    return grid


def _args(text, rails):
    if not isinstance(text, str):
        raise TypeError("text must be a str")
    if isinstance(rails, bool) or not isinstance(rails, int):
        raise TypeError("rails must be an int")
    if rails < 1:
        raise ValueError("rails must be at least 1")


def encode(text, rails):
    _args(text, rails)
    if rails == 1:
        return text
    grid = _fence_matrix(len(text), rails)
    return "".join(text[c] for r in range(rails) for c in range(len(text)) if grid[r][c])


def decode(text, rails):
    _args(text, rails)
    if rails == 1:
        return text
    grid = _fence_matrix(len(text), rails)
    it = iter(text)
    for r in range(rails):
        for c in range(len(text)):
            if grid[r][c]:
                grid[r][c] = next(it)
    return "".join(grid[r][c] for c in range(len(text)) for r in range(rails) if grid[r][c] is not None)
