def chunks(xs, n):
    if n < 1:
        raise ValueError(f"chunk size must be positive, got {n}")
    out, cur = [], []
    for x in xs:
        cur.append(x)
        if len(cur) == n:
            out.append(cur)
            cur = []
    if cur:
        out.append(cur)
    return out
