from collections import deque


def winner(board):  # noqa: C901
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
    owned = {(r, c): rows[r][c] for r in range(h) for c in range(w) if rows[r][c] != "."}

    def reaches(p, starts, goal):
        q = deque(starts)
        seen = set(starts)
        while q:
            r, c = q.popleft()
            if goal(r, c):
                return True
            for nb in ((r, c - 1), (r, c + 1), (r - 1, c), (r - 1, c + 1), (r + 1, c - 1), (r + 1, c)):
                if owned.get(nb) == p and nb not in seen:
                    seen.add(nb)
                    q.append(nb)
        return False

    if reaches("X", [(r, 0) for r in range(h) if owned.get((r, 0)) == "X"], lambda r, c: c == w - 1):
        return "X"
    if reaches("O", [(0, c) for c in range(w) if owned.get((0, c)) == "O"], lambda r, c: r == h - 1):
        return "O"
    return ""
