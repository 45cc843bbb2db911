def triplets_with_sum(n):
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("n must be an integer")
    if n < 0:
        raise ValueError("n must be non-negative")
    n = int(n)
    triplets = []
    for a in range(1, n // 3 + 1):
        b_num = n * n - 2 * a * n
        b_den = 2 * n - 2 * a
        if b_num % b_den == 0:
            b = b_num // b_den
            c = n - a - b
            if a < b < c:
                triplets.append([a, b, c])
    return triplets
