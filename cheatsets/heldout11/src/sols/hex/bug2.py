from collections import deque

STEPS = ((0, -1), (0, 1), (-1, 0), (-1, 1), (1, -1), (1, 0))


def winner(board):
    if not isinstance(board, (list, tuple)) or not all(isinstance(r, str) for r in board):
        raise TypeError("board must be a list of strings")
    g = [r.split() for r in board]
    if not g or not g[0]:
        raise ValueError("invalid board")
    if any(c not in ".XO" or len(c) != 1 for r in g for c in r):
        raise ValueError("invalid board")
    h, w = len(g), len(g[0])

    def flood(p, starts, goal):
        seen, q = set(starts), deque(starts)
        while q:
            r, c = q.popleft()
            if goal(r, c):
                return True
            for dr, dc in STEPS:
                nr, nc = r + dr, c + dc
                if 0 <= nr < h and 0 <= nc < len(g[nr]) and g[nr][nc] == p and (nr, nc) not in seen:
                    seen.add((nr, nc))
                    q.append((nr, nc))
        return False

    if flood("X", [(r, 0) for r in range(h) if g[r][0] == "X"], lambda r, c: c == len(g[r]) - 1):
        return "X"
    if flood("O", [(0, c) for c in range(w) if g[0][c] == "O"], lambda r, c: r == h - 1):
        return "O"
    return ""
