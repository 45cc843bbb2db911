NEIGHBOURS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]


def annotate(board):
    if not isinstance(board, list):
        raise TypeError("board must be a list")
    for row in board:
        if not isinstance(row, str):
            raise TypeError("rows must be str")
    if len({len(row) for row in board}) > 1:
        raise ValueError("rows must all have the same length")
    for row in board:
        for ch in row:
            if ch not in " *":
                raise ValueError("unexpected character %r" % ch)
    rows = len(board)
    result = []
    for r in range(rows):
        line = []
        cols = len(board[r])
        for c in range(cols):
            if board[r][c] == "*":
                line.append("*")
                continue
            count = 0
            for dr, dc in NEIGHBOURS:
                rr, cc = r + dr, c + dc
                if 0 <= rr < rows and 0 <= cc < cols and board[rr][cc] == "*":
                    count += 1
            line.append(str(count) if count else " ")
        result.append("".join(line))
    return result
