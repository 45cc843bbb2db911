def _box(r, c):
    return (r // 3) * 3 + c // 3


def solve(grid):
    rows = [0] * 9
    cols = [0] * 9
    boxes = [0] * 9
    g = [list(r) for r in grid]
    empty = []
    for r in range(9):
        for c in range(9):
            v = g[r][c]
            if v:
                bit = 1 << v
                if rows[r] & bit or cols[c] & bit or boxes[_box(r, c)] & bit:
                    return None
                rows[r] |= bit
                cols[c] |= bit
                boxes[_box(r, c)] |= bit
            else:
                empty.append((r, c))

    def place(i):
        if i == len(empty):
            return True
        # pick the most constrained remaining cell
        best, best_free = i, None
        for j in range(i, len(empty)):
            r, c = empty[j]
            free = [d for d in range(1, 10) if not (rows[r] | cols[c] | boxes[_box(r, c)]) & (1 << d)]
            if best_free is None or len(free) < len(best_free):
                best, best_free = j, free
                if len(free) <= 1:
                    break
        empty[i], empty[best] = empty[best], empty[i]
        r, c = empty[i]
        for d in best_free:
            bit = 1 << d
            rows[r] |= bit
            cols[c] |= bit
            boxes[_box(r, c)] |= bit
            g[r][c] = d
            if place(i + 1):
                return True
            rows[r] &= ~bit
            cols[c] &= ~bit
            boxes[_box(r, c)] &= ~bit
            g[r][c] = 0
        empty[i], empty[best] = empty[best], empty[i]
        return False

    return g if place(0) else None


def is_valid_solution(grid):
    target = list(range(1, 10))
    for i in range(9):
        if sorted(grid[i]) != target or sorted(row[i] for row in grid) != target:
            return False
    for br in range(0, 9, 3):
        for bc in range(0, 9, 3):
            if sorted(grid[r][c] for r in range(br, br + 3) for c in range(bc, bc + 3)) != target:
                return False
    return True
