def annotate(board):
    if not isinstance(board, list) or not all(isinstance(r, str) for r in board):
        raise TypeError("board must be a list of str")
    if not board:
        return []
    width = len(board[0])
    for row in board:
        if len(row) != width:
            raise ValueError("rows differ in length")
        if set(row) - {" ", "*"}:
            raise ValueError("invalid character")
    height = len(board)
    out = []
    for r in range(height):
        cells = []
        for c in range(width):
            if board[r][c] == "*":
                cells.append("*")
                continue
            n = 0
            for rr in range(max(0, r - 1), min(height, r + 2)):
                n += board[rr][max(0, c - 1):c + 2].count("*")
            cells.append(str(n) if n else " ")
        out.append("".join(cells))
    return out
