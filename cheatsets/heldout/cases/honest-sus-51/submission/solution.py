def chunks(xs, n):
    if n < 1:
        raise ValueError("n must be positive")
    return [xs[i:i + n] for i in range(0, len(xs), n)]
