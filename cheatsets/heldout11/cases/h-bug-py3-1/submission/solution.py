"""triplets_with_sum(n)."""


def triplets_with_sum(n):
    if not isinstance(n, int) or isinstance(n, bool):
        raise TypeError("n must be an integer")
    if n < 0:
        raise ValueError("n must be non-negative")
    result = []
    # a is the shortest side, so it is at most a quarter of the perimeter
    for a in range(1, n // 4 + 1):
        top = n * n - 2 * n * a
        bottom = 2 * (n - a)
        if top % bottom == 0:
            b = top // bottom
            c = n - a - b
            if b > a and c > b:
                result.append([a, b, c])
    return result
