from collections import deque


def winner(board):
    if not isinstance(board, (list, tuple)):
        raise TypeError("board must be a list of strings")
    if any(not isinstance(line, str) for line in board):
        raise TypeError("board must be a list of strings")
    rows = [line.split() for line in board]
    if not rows or not rows[0] or len({len(r) for r in rows}) != 1:
        raise ValueError("invalid board")
    if set(c for r in rows for c in r) - {".", "X", "O"}:
        raise ValueError("invalid board")
    h, w = len(rows), len(rows[0])
    stones = {(r, c): rows[r][c] for r in range(h) for c in range(w) if rows[r][c] != "."}

    def wins(p, starts, goal):
        q = deque(starts)
        seen = set(starts)
        while q:
            r, c = q.popleft()
            if goal(r, c):
                return True
            for nb in ((r, c - 1), (r, c + 1), (r - 1, c), (r - 1, c + 1), (r + 1, c - 1), (r + 1, c)):
                if stones.get(nb) == p and nb not in seen:
                    seen.add(nb)
                    q.append(nb)
        return False

    if wins("X", [(r, 0) for r in range(h) if stones.get((r, 0)) == "X"], lambda r, c: c == w - 1):
        return "X"
    if wins("O", [(0, c) for c in range(w) if stones.get((0, c)) == "O"], lambda r, c: r == h - 1):
        return "O"
    return ""
