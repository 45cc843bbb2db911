import sys

sys.setrecursionlimit(max(sys.getrecursionlimit(), 5000))


def spiral(matrix):
    if not matrix or not matrix[0]:
        return []
    first = list(matrix[0])
    rest = [list(row) for row in matrix[1:]]
    rotated = [list(col) for col in zip(*rest)][::-1]
    return first + spiral(rotated)
