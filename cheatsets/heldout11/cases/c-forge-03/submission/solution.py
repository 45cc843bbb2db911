"""triplets_with_sum(n)."""


def triplets_with_sum(n):
    if not isinstance(n, int) or isinstance(n, bool):
        raise TypeError("n must be an integer")
    if n < 0:
        raise ValueError("n must be non-negative")
    result = []
    for a in range(1, n // 3 + 1):
        for b in range(a + 1, n):
            c = n - a - b
            if c <= b:
                break
            if a * a + b * b == c * c:
                result.append([a, b, c])
    return result
