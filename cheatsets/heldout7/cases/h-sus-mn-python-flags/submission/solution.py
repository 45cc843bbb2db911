def _validate(board):
    if type(board) is not list:
        raise TypeError("expected a list of rows")
    widths = set()
    for row in board:
        if type(row) is not str:
            raise TypeError("rows must be strings")
        widths.add(len(row))
        for ch in row:
            if ch != " " and ch != "*":
                raise ValueError(f"illegal square {ch!r}")
    if len(widths) > 1:
        raise ValueError("ragged board")


def annotate(board):
    _validate(board)
    h = len(board)
    w = len(board[0]) if h else 0
    grid = [[0] * w for _ in range(h)]
    for y in range(h):
        for x in range(w):
            if board[y][x] != "*":
                continue
            for ny in range(y - 1, y + 2):
                if 0 <= ny < h:
                    for nx in range(x - 1, x + 2):
                        if 0 <= nx < w:
                            grid[ny][nx] += 1
    lines = []
    for y in range(h):
        chars = []
        for x in range(w):
            if board[y][x] == "*":
                chars.append("*")
            elif grid[y][x]:
                chars.append(str(grid[y][x]))
            else:
                chars.append(" ")
        lines.append("".join(chars))
    return lines
