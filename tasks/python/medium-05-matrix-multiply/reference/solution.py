def matmul(a, b):
    if not a or not b or len(a[0]) != len(b):
        raise ValueError("inner dimensions differ")
    return [[sum(a[i][k] * b[k][j] for k in range(len(b))) for j in range(len(b[0]))]
            for i in range(len(a))]
