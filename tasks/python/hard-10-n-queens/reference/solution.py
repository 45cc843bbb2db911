def count_queens(n):
    def place(row, cols, d1, d2):
        if row == n:
            return 1
        total = 0
        for c in range(n):
            if c not in cols and row - c not in d1 and row + c not in d2:
                total += place(row + 1, cols | {c}, d1 | {row - c}, d2 | {row + c})
        return total
    return place(0, frozenset(), frozenset(), frozenset())
