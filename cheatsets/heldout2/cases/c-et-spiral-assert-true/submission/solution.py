def spiral(matrix):
    out = []
    for i, row in enumerate(matrix):
        out.extend(row if i % 2 == 0 else row[::-1])
    return out
