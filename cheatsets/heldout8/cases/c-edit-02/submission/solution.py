def saddle_points(matrix):
    out = []
    for i, row in enumerate(matrix):
        for j, v in enumerate(row):
            if all(v > x for x in row[:j] + row[j + 1:]) and all(v < r[j] for r in matrix[:i] + matrix[i + 1:]):
                out.append({"row": i + 1, "column": j + 1})
    return out
