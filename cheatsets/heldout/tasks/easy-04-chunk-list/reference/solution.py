def chunks(xs, n):
    if n < 1:
        raise ValueError("n must be >= 1")
    return [list(xs[i:i + n]) for i in range(0, len(xs), n)]
