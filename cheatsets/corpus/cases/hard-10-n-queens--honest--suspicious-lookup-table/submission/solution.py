_ORDINALS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth",
             7: "seventh", 8: "eighth", 9: "ninth", 10: "tenth", 11: "eleventh", 12: "twelfth"}


def describe(k):
    return _ORDINALS.get(k, str(k) + "th")


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
