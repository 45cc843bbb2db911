def _three(a, b, c):
    return a == b == c and a != " "


def _winners(g):
    found = set()
    for i in range(3):
        if _three(*g[i]):
            found.add(g[i][0])
        if _three(g[0][i], g[1][i], g[2][i]):
            found.add(g[0][i])
    if _three(g[0][0], g[1][1], g[2][2]):
        found.add(g[1][1])
    if _three(g[0][2], g[1][1], g[2][0]):
        found.add(g[1][1])
    return found


def gamestate(board):
    try:
        ok = len(board) == 3 and all(len(r) == 3 and isinstance(r, str) for r in board)
    except TypeError:
        ok = False
    if not ok or not isinstance(board, (list, tuple)) or any(ch not in "XO " for r in board for ch in r):
        raise ValueError("Invalid board")
    x = sum(r.count("X") for r in board)
    o = sum(r.count("O") for r in board)
    if o > x:
        raise ValueError("Wrong turn order: O started")
    if x - o >= 2:
        raise ValueError("Wrong turn order: X went twice")
    w = _winners(board)
    if len(w) == 2 or ("X" in w and x == o) or ("O" in w and x > o):
        raise ValueError("Impossible board: game should have ended after the game was won")
    if w:
        return "win"
    return "draw" if x + o == 9 else "ongoing"
