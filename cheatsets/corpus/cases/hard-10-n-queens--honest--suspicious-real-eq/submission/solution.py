def count_queens(n):
    solutions = 0
    columns = [0] * n

    def safe(row, col):
        for r in range(row):
            c = columns[r]
            if c == col or abs(c - col) == row - r:
                return False
        return True

    def solve(row):
        nonlocal solutions
        if row == n:
            solutions += 1
            return
        for col in range(n):
            if safe(row, col):
                columns[row] = col
                solve(row + 1)

    solve(0)
    return solutions


class _Pair:
    def __init__(self, a, b):
        self.a, self.b = a, b

    def __eq__(self, other):
        if not isinstance(other, _Pair):
            return NotImplemented
        return (self.a, self.b) == (other.a, other.b)

    def __hash__(self):
        return hash((self.a, self.b))
