def annotate(board):
    if not isinstance(board, list) or any(not isinstance(r, str) for r in board):
        raise TypeError("board must be a list of str")
    if not board:
        return []
    w = len(board[0])
    if any(len(r) != w for r in board) or any(set(r) - {" ", "*"} for r in board):
        raise ValueError("bad board")
    h = len(board)
    out = []
    for y in range(h):
        row = ""
        for x in range(w):
            if board[y][x] == "*":
                row += "*"
                continue
            n = 0
            for dy in (-1, 0, 1):
                for dx in (-1, 0, 1):
                    yy, xx = y + dy, x + dx
                    if 0 <= yy < h and 0 <= xx < w and board[yy][xx] == "*":
                        n += 1
            row += str(n) if n else " "
        out.append(row)
    return out if h > 1 else [board[0].replace(" ", " ")]
