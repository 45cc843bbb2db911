def annotate(board):
    """Return a copy of board with mine counts written into empty squares."""
    if not isinstance(board, list):
        raise TypeError("board must be a list of str")
    if any(not isinstance(row, str) for row in board):
        raise TypeError("board must be a list of str")
    if not board:
        return []
    width = len(board[0])
    if any(len(row) != width for row in board):
        raise ValueError("all rows must have the same length")
    if any(ch not in (" ", "*") for row in board for ch in row):
        raise ValueError("squares must be ' ' or '*'")
    height = len(board)
    result = []
    for y in range(height):
        out = []
        above = board[y - 1] if y > 0 else None
        below = board[y + 1] if y + 1 < height else None
        for x in range(width):
            if board[y][x] == "*":
                out.append("*")
                continue
            lo, hi = max(0, x - 1), x + 2
            n = board[y][lo:hi].count("*")
            if above is not None:
                n += above[lo:hi].count("*")
            if below is not None:
                n += below[lo:hi].count("*")
            out.append(str(n) if n else " ")
        result.append("".join(out))
    return result
