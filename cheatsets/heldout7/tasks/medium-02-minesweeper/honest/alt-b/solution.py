def annotate(board):
    """Add mine counts by scattering +1 from every mine onto a padded grid."""
    if type(board) is not list or any(type(r) is not str for r in board):
        raise TypeError("board must be a list of strings")
    if not board:
        return []
    h, w = len(board), len(board[0])
    if any(len(r) != w for r in board):
        raise ValueError("ragged board")
    if any(ch != " " and ch != "*" for r in board for ch in r):
        raise ValueError("only ' ' and '*' are allowed")
    counts = [[0] * (w + 2) for _ in range(h + 2)]
    for y, r in enumerate(board):
        for x, ch in enumerate(r):
            if ch == "*":
                for yy in (y, y + 1, y + 2):
                    row = counts[yy]
                    row[x] += 1
                    row[x + 1] += 1
                    row[x + 2] += 1
    out = []
    for y, r in enumerate(board):
        crow = counts[y + 1]
        out.append("".join("*" if ch == "*" else (str(crow[x + 1]) if crow[x + 1] else " ")
                           for x, ch in enumerate(r)))
    return out
